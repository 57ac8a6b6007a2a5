import "server-only";

/** The legal texts' face: 이용약관, 개인정보처리방침, 마케팅 정보 수신 동의. */
export { MARKETING_CONSENT_SECTIONS } from "./marketing-consent-text";
export { PRIVACY_SECTIONS } from "./privacy-text";
export { TERMS_SECTIONS } from "./terms-text";
