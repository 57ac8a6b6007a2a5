import "server-only";
import { isbot } from "isbot";
import { bufferPageView } from "./page-view-writer";
import { cleanReferrer, parseTrackedPath } from "./tracked-path";

/**
 * A beacon's page view, counted unless it comes from a bot (or a client with no user agent), is not a
 * public page (admin routes, APIs) or repeats this visitor's view of the page within 30 minutes.
 * Only buffers: the batch writer stores it within a second.
 */
export function recordPageView({
  path,
  referrer,
  userAgent,
  visitorId,
  memberId,
  now = new Date(),
}: {
  path: string;
  referrer?: string;
  userAgent: string | null;
  visitorId: string;
  memberId: string | null;
  now?: Date;
}): boolean {
  if (!userAgent || isbot(userAgent)) return false;
  const page = parseTrackedPath(path);
  if (!page) return false;
  return bufferPageView({ ...page, visitorId, memberId, referrer: cleanReferrer(referrer), viewedAt: now });
}
