// Limits shared by the API (community-rules.ts enforces them) and the forms (which hint with them); no zod here, so client bundles stay small.
export const TITLE_MAX = 100;
export const POST_HTML_MAX = 50_000;
export const COMMENT_MAX = 1_000;
export const REVIEW_TEXT_MAX = 1_000;
export const FLAVOR_NOTES_MAX = 8;
export const POSTS_PER_PAGE = 20;

/** The flavour notes reviewers pick from. */
export const FLAVOR_NOTE_CHOICES = ["과일", "멘솔", "달콤", "상큼", "연초", "디저트", "음료", "민트", "목넘김 부드러움", "타격감"] as const;
