/**
 * Loads the demo catalogue (and the demo accounts) into a cluster's fresh PostgreSQL database, with
 * offers pointing at `shopsUrl`. Call after `import "@/server/allow-server-only"` (the seeders are
 * domain code marked server-only).
 */
export async function seedDemoCatalogue({ databaseUrl, shopsUrl }: { databaseUrl: string; shopsUrl: string }): Promise<void> {
  const { openPostgres, setDbHandle } = await import("@/platform/db/client");
  const { logger } = await import("@/platform/logger");
  const { installDomainEventSchema } = await import("@/platform/events/domain-events");
  const { domainEventSchema } = await import("@/server/domain-event-schema");
  const { resetConfigForTests } = await import("@/platform/config");
  const { seedDemoDataOnce } = await import("@/demo/seed-demo-data-once");
  installDomainEventSchema(domainEventSchema);
  process.env.DEMO_SHOPS_URL = shopsUrl;
  resetConfigForTests();
  const handle = openPostgres(databaseUrl);
  setDbHandle(handle);
  try {
    await seedDemoDataOnce(logger);
  } finally {
    setDbHandle(undefined);
    await handle.close();
  }
}
