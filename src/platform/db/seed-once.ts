import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { seedDemoData } from "@/demo/seed-demo-data";
import { siteSettings } from "@/domains/settings/schema";
import { getDb } from "./client";

const SEEDED_KEY = "demo_seeded_at";

/** Loads the demo data once into an empty embedded database; a marker row makes it run only once. */
export async function seedDemoDataOnce(log: Logger): Promise<boolean> {
  const db = getDb();
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, SEEDED_KEY));
  if (marker) return false;
  await seedDemoData(log);
  await db.insert(siteSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
