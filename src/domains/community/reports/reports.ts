import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { comments, posts, reports, reviews, type ReportTarget } from "../schema";
import { reportReasonText, type ReportReason } from "../report-reasons";
import { assertMayWrite } from "../write-guard";

const TARGETS = { post: posts, comment: comments, review: reviews } as const;

/** Whether a reportable item exists (deleted posts and comments do not). */
async function targetExists(type: ReportTarget, id: number): Promise<boolean> {
  const table = TARGETS[type];
  const live = "deletedAt" in table ? isNull(table.deletedAt) : undefined;
  const [row] = await getDb()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), live));
  return Boolean(row);
}

/** A member's report, with a reason from the list; one per member and target, a second is refused with a clear message. */
export async function reportContent({
  user,
  targetType,
  targetId,
  reason,
  detail,
}: {
  user: SessionUser;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  detail: string;
}): Promise<void> {
  if (!(await targetExists(targetType, targetId))) throw notFound("신고할 글을 찾을 수 없습니다.");
  await assertMayWrite({ user, action: "report", texts: [] });
  const inserted = await getDb()
    .insert(reports)
    .values({ targetType, targetId, reporterId: user.id, reason: reportReasonText({ reason, detail }) })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted.length === 0) throw conflict("이미 신고했습니다. 운영진이 확인하고 있어요.", "already_reported");
}
