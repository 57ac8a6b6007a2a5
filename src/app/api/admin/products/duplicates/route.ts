import { findDuplicateProducts } from "@/domains/catalog/duplicates";
import { apiRoute } from "@/platform/http/api-route";

/** "지금 찾기": looks through the catalogue for duplicates now (the nightly sweep does the same); answers how many pairs are new. */
export const POST = apiRoute({ access: "admin" }, async () => ({ found: await findDuplicateProducts() }));
