import { z } from "zod";

/** An optional id: blank (or null) means "not used". */
const optionalId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(z.string().regex(pattern, message).nullable());

/** A newline- or comma-separated list typed into a textarea, as trimmed unique words. */
const wordList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[\n,]/) : v),
  z
    .array(z.string().trim().max(40, "금칙어는 한 단어에 40자 이하로 적어 주세요."))
    .transform((words) => [...new Set(words.filter(Boolean))])
    .pipe(z.array(z.string()).max(1000, "금칙어는 1,000개까지 등록할 수 있습니다.")),
);

/**
 * What an admin edits on /admin/settings, with Korean messages; also the stored shape. The
 * environment gives the defaults of everything not yet saved (env vars stay the defaults).
 */
export const siteSettingsInput = z.object({
  siteName: z.string().trim().min(1, "사이트 이름을 입력해 주세요.").max(30, "사이트 이름은 30자 이하로 적어 주세요."),
  tagline: z.string().trim().min(1, "한 줄 소개를 입력해 주세요.").max(80, "한 줄 소개는 80자 이하로 적어 주세요."),
  contactEmail: z.string().trim().pipe(z.email("올바른 이메일 주소를 입력해 주세요.")),
  crawlIntervalMinutes: z.coerce
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(15, "크롤링 주기는 15분 이상이어야 합니다.")
    .max(10_080, "크롤링 주기는 7일(10,080분) 이하여야 합니다."),
  crawlDelayMs: z.coerce
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(0, "요청 간격은 0 이상이어야 합니다.")
    .max(60_000, "요청 간격은 60,000ms 이하여야 합니다."),
  priceDropPercent: z.coerce
    .number("숫자를 입력해 주세요.")
    .min(0, "가격 하락 알림 기준은 0% 이상이어야 합니다.")
    .max(90, "가격 하락 알림 기준은 90% 이하여야 합니다."),
  priceAlertMinHours: z.coerce
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(0, "같은 상품 알림 간격은 0시간 이상이어야 합니다.")
    .max(168, "같은 상품 알림 간격은 168시간(7일) 이하여야 합니다."),
  priceSanityShare: z.coerce
    .number("숫자를 입력해 주세요.")
    .min(0.05, "이상 가격 기준은 0.05 이상이어야 합니다.")
    .max(10, "이상 가격 기준은 10 이하여야 합니다."),
  alarmFailedRuns: z.coerce
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(1, "경보 기준은 1회 이상이어야 합니다.")
    .max(50, "경보 기준은 50회 이하여야 합니다."),
  pushFailureAlarmPercent: z.coerce
    .number("숫자를 입력해 주세요.")
    .min(1, "푸시 실패 경보 기준은 1% 이상이어야 합니다.")
    .max(100, "푸시 실패 경보 기준은 100% 이하여야 합니다."),
  backupKeep: z.coerce
    .number("숫자를 입력해 주세요.")
    .int("정수로 입력해 주세요.")
    .min(1, "보관할 백업은 1개 이상이어야 합니다.")
    .max(365, "보관할 백업은 365개 이하여야 합니다."),
  gaMeasurementId: optionalId(/^G-[A-Z0-9]+$/, "GA 측정 ID는 G-로 시작해야 합니다 (예: G-ABC123)."),
  adsenseClientId: optionalId(/^ca-pub-\d+$/, "애드센스 ID는 ca-pub-숫자 형식이어야 합니다."),
  googleClientId: optionalId(
    /^[\w.-]+\.apps\.googleusercontent\.com$/,
    "Google 클라이언트 ID는 ….apps.googleusercontent.com 형식이어야 합니다.",
  ),
  profanityWords: wordList,
});

export type SiteSettings = z.output<typeof siteSettingsInput>;

/** Labels shown on the settings form and in the audit log. */
export const SITE_SETTING_LABELS: Record<keyof SiteSettings, string> = {
  siteName: "사이트 이름",
  tagline: "한 줄 소개",
  contactEmail: "문의 이메일",
  crawlIntervalMinutes: "기본 크롤링 주기(분)",
  crawlDelayMs: "같은 쇼핑몰 요청 간격(ms)",
  priceDropPercent: "가격 하락 알림 기준(%)",
  priceAlertMinHours: "같은 상품 알림 최소 간격(시간)",
  priceSanityShare: "이상 가격 보류 기준(30일 중앙값 대비 비율)",
  alarmFailedRuns: "쇼핑몰 경보: 연속 실패 횟수",
  pushFailureAlarmPercent: "푸시 경보: 최근 1시간 실패 비율(%)",
  backupKeep: "자동 백업 보관 개수",
  gaMeasurementId: "Google Analytics 측정 ID",
  adsenseClientId: "AdSense 클라이언트 ID",
  googleClientId: "Google 로그인 클라이언트 ID",
  profanityWords: "금칙어 목록",
};
