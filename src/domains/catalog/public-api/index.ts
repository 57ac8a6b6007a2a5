import "server-only";

/** The public read API's face (/api/v1): its schemas and document, who may ask, the answers in JSON and CSV. */
export { admitApiRequest } from "./api-access";
export { cachedAnswer, chosenFormat, preflightAnswer } from "./answer";
export { publicApiDocument } from "./openapi-document";
export { historyCsv, offersCsv, productsCsv } from "./csv-tables";
export { readPriceHistory, readProduct, readProductList } from "./read-public-api";
export { historyQuerySchema, productParamsSchema, productQuerySchema, productsQuerySchema } from "./schemas";
export { readMultiQuery } from "./read-multi-query";
export { ApiDocsPage } from "./api-docs-page";
