import "server-only";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { adultGateNeedsIdentity } from "@/domains/accounts/adult-standing";
import { getConfig } from "@/platform/config";
import {
  errorSchema,
  historyQuerySchema,
  priceHistorySchema,
  productDetailSchema,
  productListSchema,
  productParamsSchema,
  productQuerySchema,
  productsQuerySchema,
} from "./schemas";

/** Who may read the data and how often, as a reader of the document is told: the 19+ gate and the limits in force. */
const limitsText = () => {
  const { API_RATE_LIMIT_PER_MINUTE, API_KEY_RATE_LIMIT_PER_MINUTE } = getConfig();
  if (adultGateNeedsIdentity())
    return `데이터는 청소년유해매체물이라 본인인증을 마친 회원의 API 키로만 읽을 수 있습니다(키 없는 요청은 403). 요청 한도: 키당 분당 ${API_KEY_RATE_LIMIT_PER_MINUTE}회.`;
  return `요청 한도: 키 없이 IP 주소당 분당 ${API_RATE_LIMIT_PER_MINUTE}회, 회원의 API 키로는 키당 분당 ${API_KEY_RATE_LIMIT_PER_MINUTE}회.`;
};

const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });
const rateHeaders = {
  ETag: { description: "응답 내용의 강한 ETag. If-None-Match로 보내면 바뀌지 않았을 때 304.", schema: { type: "string" as const } },
  "RateLimit-Limit": { description: "지금 창(1분)의 요청 한도.", schema: { type: "integer" as const } },
  "RateLimit-Remaining": { description: "남은 요청 수.", schema: { type: "integer" as const } },
  "RateLimit-Reset": { description: "한도가 다시 차기까지 남은 초.", schema: { type: "integer" as const } },
};
const csv = { "text/csv": { schema: z.string().meta({ description: "UTF-8(BOM 포함) CSV, 첫 줄은 열 이름." }) } };

type ResponseObject = ZodOpenApiResponsesObject[`${1 | 2 | 3 | 4 | 5}${string}`];

const dataResponses = (ok: ResponseObject): ZodOpenApiResponsesObject => ({
  "200": ok,
  "304": { description: "If-None-Match의 ETag와 같음: 본문 없음.", headers: { ETag: rateHeaders.ETag } },
  "400": error("잘못된 요청 값."),
  "401": error("API 키가 올바르지 않거나 폐기됨."),
  "403": error("본인인증 필요(ADULT_VERIFICATION=identity): adult_verification_required."),
  "429": {
    ...error("요청 한도 초과. Retry-After 초 뒤에 다시 시도."),
    headers: { "Retry-After": { description: "다시 시도할 수 있기까지의 초.", schema: { type: "integer" as const } } },
  },
});

const security: ZodOpenApiOperationObject["security"] = [{}, { apiKeyHeader: [] }, { bearer: [] }];

let cached: { base: string; limits: string; document: ReturnType<typeof createDocument> } | undefined;

/** The OpenAPI 3.1 document of /api/v1, made by zod-openapi from the routes' own schemas (kept per BASE_URL and limits). */
export function publicApiDocument() {
  const base = getConfig().BASE_URL;
  const limits = limitsText();
  if (cached?.base === base && cached.limits === limits) return cached.document;
  const document = createDocument({
    openapi: "3.1.0",
    info: {
      title: `${getConfig().SITE_NAME} 공개 가격 API`,
      version: "1.0.0",
      description: `액상 최저가 비교의 상품, 판매처 가격(배송비 포함 실구매가), 일별 가격 변동을 JSON과 CSV로 읽는 API입니다. ${limits} 가격이 바뀌면 ETag가 바로 바뀝니다. 운영 정책상 공개하지 않는 상품은 나오지 않습니다.`,
    },
    servers: [{ url: `${base}/api/v1` }],
    components: {
      securitySchemes: {
        apiKeyHeader: { type: "apiKey", in: "header", name: "x-api-key", description: "/profile에서 만든 API 키." },
        bearer: { type: "http", scheme: "bearer", description: "Authorization: Bearer <API 키>." },
      },
    },
    paths: {
      "/products": {
        get: {
          operationId: "listProducts",
          summary: "상품 목록",
          description: "입호흡·폐호흡 목록 페이지와 같은 필터와 정렬로 상품을 찾습니다.",
          security,
          requestParams: { query: productsQuerySchema },
          responses: dataResponses({
            description: "한 쪽의 상품.",
            headers: rateHeaders,
            content: { "application/json": { schema: productListSchema }, ...csv },
          }),
        },
      },
      "/products/{id}": {
        get: {
          operationId: "getProduct",
          summary: "상품과 지금 살 수 있는 판매처",
          description: "CSV로 받으면 판매처 한 곳이 한 줄입니다.",
          security,
          requestParams: { path: productParamsSchema, query: productQuerySchema },
          responses: {
            ...dataResponses({
              description: "상품과 판매처.",
              headers: rateHeaders,
              content: { "application/json": { schema: productDetailSchema }, ...csv },
            }),
            "404": error("없는 상품(또는 공개하지 않는 상품)."),
          },
        },
      },
      "/products/{id}/history": {
        get: {
          operationId: "getPriceHistory",
          summary: "일별 최저가 기록",
          description: "배송비 포함 최저가와 상품가 최저가를 날짜별로(한국 시간), `by=shop`이면 쇼핑몰별로도 줍니다.",
          security,
          requestParams: { path: productParamsSchema, query: historyQuerySchema },
          responses: {
            ...dataResponses({
              description: "일별 최저가.",
              headers: rateHeaders,
              content: { "application/json": { schema: priceHistorySchema }, ...csv },
            }),
            "404": error("없는 상품(또는 공개하지 않는 상품)."),
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "이 문서(OpenAPI 3.1)",
          responses: {
            "200": { description: "OpenAPI 문서.", content: { "application/json": { schema: z.looseObject({ openapi: z.string() }) } } },
          },
        },
      },
    },
  });
  cached = { base, limits, document };
  return document;
}
