import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { desc, gte, lt } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { opsProcesses } from "./schema";

const BEAT_MS = 60_000;

/** Marks this process alive every minute (and at once) until stopped; rows unseen for a day are dropped. */
export function startProcessHeartbeat({ role }: { role: "web" | "worker" }): { stop: () => void } {
  const id = randomUUID();
  const startedAt = new Date(Date.now() - process.uptime() * 1000);
  const beat = async () => {
    const now = new Date();
    const row = { id, role, host: hostname(), pid: process.pid, startedAt, seenAt: now };
    await getDb()
      .insert(opsProcesses)
      .values(row)
      .onConflictDoUpdate({ target: opsProcesses.id, set: { seenAt: now } });
    await getDb()
      .delete(opsProcesses)
      .where(lt(opsProcesses.seenAt, new Date(now.getTime() - 86_400_000)));
  };
  const run = () => void beat().catch((err) => logger.warn({ err }, "process heartbeat not written"));
  run();
  const timer = setInterval(run, BEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The processes seen within the last three minutes, longest running first. */
export async function listLiveProcesses({ now = new Date() }: { now?: Date } = {}) {
  return getDb()
    .select()
    .from(opsProcesses)
    .where(gte(opsProcesses.seenAt, new Date(now.getTime() - 3 * BEAT_MS)))
    .orderBy(desc(opsProcesses.role), opsProcesses.startedAt);
}
