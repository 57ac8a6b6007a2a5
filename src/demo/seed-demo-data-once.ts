import type { Logger } from "pino";
import { readSiteSetting, writeSiteSettingOnce } from "@/domains/settings/site-settings";
import { seedDemoData } from "./seed-demo-data";

const SEEDED_KEY = "demo_seeded_at";

/** Loads the demo data once into an empty embedded database; a marker row makes it run only once. */
export async function seedDemoDataOnce(log: Logger): Promise<boolean> {
  if ((await readSiteSetting({ key: SEEDED_KEY })) !== undefined) return false;
  await seedDemoData(log);
  await writeSiteSettingOnce({ key: SEEDED_KEY, value: new Date().toISOString() });
  return true;
}
