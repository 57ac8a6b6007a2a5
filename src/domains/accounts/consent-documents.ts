/** The documents a member agrees to at sign-up, in the order the form lists them. */
export const CONSENT_KINDS = ["terms", "privacy", "marketing"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One document: its page, its current version (stored with each agreement) and whether sign-up needs it. */
export type ConsentDocument = { title: string; path: string; version: string; required: boolean };

/** 이용약관 and 개인정보 수집·이용 are required, 마케팅 정보 수신 is not. A changed text gets a new version (its effective date). */
export const CONSENT_DOCUMENTS: Record<ConsentKind, ConsentDocument> = {
  terms: { title: "이용약관", path: "/terms", version: "2026-11-26", required: true },
  privacy: { title: "개인정보 수집·이용", path: "/privacy", version: "2026-11-26", required: true },
  marketing: { title: "마케팅 정보 수신", path: "/marketing-consent", version: "2026-11-26", required: false },
};
