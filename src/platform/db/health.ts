import { sql } from "drizzle-orm";
import { getDb } from "./client";

/** True when the database answers a trivial query within the timeout. */
export async function isDatabaseHealthy(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const probe = getDb()
    .execute(sql`select 1`)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
