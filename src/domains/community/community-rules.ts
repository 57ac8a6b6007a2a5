import { z } from "zod";
import { jsonRowId, rowId } from "@/platform/http/row-id";
import { COMMENT_MAX, FLAVOR_NOTES_MAX, POST_HTML_MAX, REVIEW_TEXT_MAX, TITLE_MAX } from "./content-limits";
import { REPORT_REASONS } from "./report-reasons";

// Control characters (other than newline and tab) never belong in what members write.
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e]/g, "").trim();

export const postInput = z.object({
  board: z.string().trim().min(1, "게시판을 선택해 주세요.").max(30),
  title: z
    .string({ error: "제목을 입력해 주세요." })
    .transform(plain)
    .pipe(z.string().min(1, "제목을 입력해 주세요.").max(TITLE_MAX, `제목은 ${TITLE_MAX}자 이하로 입력해 주세요.`)),
  content: z.string({ error: "내용을 입력해 주세요." }).max(POST_HTML_MAX, "내용이 너무 깁니다."),
});
export type PostInput = z.infer<typeof postInput>;

export const postUpdateInput = postInput.omit({ board: true });

export const commentInput = z.object({
  content: z
    .string({ error: "댓글을 입력해 주세요." })
    .transform(plain)
    .pipe(z.string().min(1, "댓글을 입력해 주세요.").max(COMMENT_MAX, `댓글은 ${COMMENT_MAX}자 이하로 입력해 주세요.`)),
  parentId: jsonRowId().optional(),
});

export const commentUpdateInput = commentInput.omit({ parentId: true });

const reviewText = z
  .string()
  .transform(plain)
  .pipe(z.string().max(REVIEW_TEXT_MAX, `${REVIEW_TEXT_MAX}자 이하로 입력해 주세요.`));

export const reviewInput = z
  .object({
    rating: z.number({ error: "별점을 골라 주세요." }).int().min(1, "별점은 1~5점입니다.").max(5, "별점은 1~5점입니다."),
    pros: reviewText.default(""),
    cons: reviewText.default(""),
    flavorNotes: z
      .array(z.string().transform(plain).pipe(z.string().min(1).max(20, "맛 표현은 20자 이하로 입력해 주세요.")))
      .max(FLAVOR_NOTES_MAX, `맛 표현은 ${FLAVOR_NOTES_MAX}개까지 고를 수 있습니다.`)
      .default([]),
  })
  .refine((r) => r.pros !== "" || r.cons !== "", { message: "좋았던 점이나 아쉬운 점을 적어 주세요.", path: ["pros"] });
export type ReviewInput = z.infer<typeof reviewInput>;

export const reportInput = z.object({
  targetType: z.enum(["post", "comment", "review"], { error: "신고할 대상을 골라 주세요." }),
  targetId: jsonRowId(),
  reason: z.enum(REPORT_REASONS, { error: "신고 사유를 골라 주세요." }),
  detail: z.string().transform(plain).pipe(z.string().max(200, "신고 내용은 200자 이하로 입력해 주세요.")).default(""),
});

export const idParams = z.object({ id: rowId() });
