import type { Logger } from "pino";
import { readSiteSetting, writeSiteSettingOnce } from "@/domains/settings/site-settings";
import { seedDemoData } from "./seed-demo-data";
import { pointDemoShopsHere } from "./shops/point-demo-shops-here";

const SEEDED_KEY = "demo_seeded_at";

/**
 * Loads the demo data once into an empty embedded database; a marker row makes it run only once. Data seeded before
 * (by this server, or by another whose data folder this is a copy of) gets its demo shops pointed at this server's.
 */
export async function seedDemoDataOnce(log: Logger): Promise<boolean> {
  if ((await readSiteSetting({ key: SEEDED_KEY })) !== undefined) {
    await pointDemoShopsHere();
    return false;
  }
  await seedDemoData(log);
  await writeSiteSettingOnce({ key: SEEDED_KEY, value: new Date().toISOString() });
  return true;
}
