// Every domain's tables, gathered for the typed client. drizzle-kit reads src/domains/*/schema.ts.
export * from "@/domains/settings/schema";
export * from "@/domains/catalog/schema";
export * from "@/domains/crawler/schema";
export * from "@/domains/accounts/schema";
