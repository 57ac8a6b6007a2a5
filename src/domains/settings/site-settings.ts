import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { siteSettings } from "./schema";

/** One setting's value, or undefined when it was never set. */
export async function readSiteSetting({ key }: { key: string }): Promise<unknown> {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

/** Sets a setting unless it already has a value (one-time start-up markers). */
export async function writeSiteSettingOnce({ key, value }: { key: string; value: unknown }): Promise<void> {
  await getDb().insert(siteSettings).values({ key, value }).onConflictDoNothing();
}
