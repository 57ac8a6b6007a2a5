import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";

export type PageView = {
  path: string;
  productId: number | null;
  visitorId: string;
  memberId: string | null;
  referrer: string | null;
  viewedAt: Date;
};

export const DEDUPE_WINDOW_MS = 30 * 60_000;
const FLUSH_EVERY_MS = 1_000;
const FLUSH_AT_ROWS = 500;
// What a database outage may pile up before the oldest views are given up (about 100 s at 1,000/s).
const MAX_BUFFERED = 100_000;
const MAX_REMEMBERED = 200_000;

/**
 * Page views are written in batches: `add` only buffers (a beacon never waits on the database) and a
 * flush writes every buffered view in ONE insert (the rows as one JSON parameter) every second or at
 * 500 rows. The 30-minute dedupe is checked here for this process and again in the insert, against
 * rows other processes wrote.
 */
type Writer = {
  buffer: PageView[];
  lastCounted: Map<string, number>;
  timer?: NodeJS.Timeout;
  flushing: Promise<void>;
  closed: boolean;
};

// Next bundles the beacon route apart from server.ts (whose shutdown flushes): one writer per process.
const shared = processSlot<Writer>("pageViewWriter");

function writer(): Writer {
  const current = shared.getOrCreate(() => ({ buffer: [], lastCounted: new Map(), flushing: Promise.resolve(), closed: false }));
  if (!current.timer && !current.closed) {
    current.timer = setInterval(() => void flushPageViews(), FLUSH_EVERY_MS);
    current.timer.unref();
  }
  return current;
}

function forgetOldVisits(w: Writer, now: number): void {
  // Insertion order is time order (a counted key is re-inserted), so stale keys are at the front.
  for (const [key, at] of w.lastCounted) {
    if (now - at < DEDUPE_WINDOW_MS && w.lastCounted.size <= MAX_REMEMBERED) break;
    w.lastCounted.delete(key);
  }
}

/** Buffers a view unless this visitor's same page was counted in the last 30 minutes; true when it will be written. */
export function bufferPageView(view: PageView): boolean {
  const w = writer();
  const key = `${view.visitorId}\n${view.path}`;
  const at = view.viewedAt.getTime();
  const last = w.lastCounted.get(key);
  if (last !== undefined && Math.abs(at - last) < DEDUPE_WINDOW_MS) return false;
  w.lastCounted.delete(key);
  w.lastCounted.set(key, at);
  w.buffer.push(view);
  if (w.buffer.length >= FLUSH_AT_ROWS || w.closed) void flushPageViews();
  return true;
}

/** Writes views in one insert, leaving out repeats within 30 minutes of a stored view (the batch writer's flush; the demo's history). */
export async function insertPageViews(views: PageView[]): Promise<void> {
  const rows = views.map((v) => ({
    path: v.path,
    product_id: v.productId,
    visitor_id: v.visitorId,
    member_id: v.memberId,
    referrer: v.referrer,
    viewed_at: v.viewedAt.toISOString(),
  }));
  await getDb().execute(sql`
    INSERT INTO page_view (path, product_id, visitor_id, member_id, referrer, viewed_at)
    SELECT v.path, v.product_id, v.visitor_id, v.member_id, v.referrer, v.viewed_at
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS v(path text, product_id int, visitor_id text, member_id uuid, referrer text, viewed_at timestamptz)
    WHERE NOT EXISTS (
      SELECT 1 FROM page_view p
      WHERE p.visitor_id = v.visitor_id AND p.path = v.path
        AND p.viewed_at > v.viewed_at - interval '30 minutes' AND p.viewed_at < v.viewed_at + interval '30 minutes')`);
}

/** Writes everything buffered so far (one flush at a time); a failed batch goes back to the buffer. */
export function flushPageViews(): Promise<void> {
  const w = writer();
  w.flushing = w.flushing.then(async () => {
    forgetOldVisits(w, Date.now());
    if (w.buffer.length === 0) return;
    const batch = w.buffer.splice(0, w.buffer.length);
    try {
      await insertPageViews(batch);
    } catch (err) {
      w.buffer.unshift(...batch.slice(Math.max(0, batch.length + w.buffer.length - MAX_BUFFERED)));
      logger.warn({ err, pending: w.buffer.length }, "page views not written yet; retrying on the next flush");
    }
  });
  return w.flushing;
}

/** Shutdown: stop the timer and write what is buffered; views arriving later are written at once. */
export async function closePageViewWriter(): Promise<void> {
  const w = writer();
  w.closed = true;
  clearInterval(w.timer);
  w.timer = undefined;
  await flushPageViews();
}
