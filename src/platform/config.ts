import "@/platform/zod-korean";
import proxyAddr from "proxy-addr";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** TRUST_PROXY: empty (the socket is the client), a hop count, or a comma list of proxy addresses/CIDRs. */
const trustProxy = optionalText
  .transform((v, ctx): number | string[] | undefined => {
    if (v === undefined) return undefined;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
    } catch {
      ctx.addIssue({ code: "custom", message: "프록시 수(숫자) 또는 주소/CIDR 목록(loopback, 10.0.0.0/8 …)이어야 합니다" });
      return z.NEVER;
    }
    return list;
  })
  .optional();

/** CRAWLER_ALLOW_HOSTS, WEBHOOK_ALLOW_HOSTS: a comma list of `host` or `host:port` let through the SSRF guard. */
const allowHostList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(?:[a-z0-9.-]+|\[[0-9a-f:]+\])(?::\d{1,5})?$/, "host 또는 host:port 목록이어야 합니다")));

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    SITE_NAME: z.string().min(1).default("액상픽"),
    SITE_TAGLINE: z.string().min(1).default("전자담배 액상 최저가 비교"),
    CONTACT_EMAIL: z.email().default("contact@aeksangpick.kr"),
    /** The compliance preset until an admin chooses one on /admin/settings (docs/compliance.md). */
    COMPLIANCE_PRESET: z.enum(["KR-2026-04-24", "open"]).default("KR-2026-04-24"),
    BASE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(z.url().startsWith("postgres").optional()),
    REDIS_URL: optionalText.pipe(z.url().startsWith("redis").optional()),
    NEXTAUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
    GOOGLE_GSI_SCRIPT_URL: z.url().default("https://accounts.google.com/gsi/client"),
    // Kakao and Naver sign-in (src/domains/accounts/korean-providers.ts); the *_URL bases point them at a stand-in in tests.
    KAKAO_CLIENT_ID: optionalText,
    KAKAO_CLIENT_SECRET: optionalText,
    KAKAO_AUTH_URL: z.url().default("https://kauth.kakao.com"),
    KAKAO_API_URL: z.url().default("https://kapi.kakao.com"),
    NAVER_CLIENT_ID: optionalText,
    NAVER_CLIENT_SECRET: optionalText,
    NAVER_AUTH_URL: z.url().default("https://nid.naver.com"),
    NAVER_API_URL: z.url().default("https://openapi.naver.com"),
    // 19+ gate (src/domains/accounts/identity): "identity" asks for PortOne 본인인증, "notice" is a click (markets that allow it).
    ADULT_VERIFICATION: optionalText.pipe(z.enum(["identity", "notice"]).default("identity")),
    // PortOne V2 본인인증; without PORTONE_API_SECRET the built-in stand-in (src/demo/portone-stand-in) answers instead.
    PORTONE_STORE_ID: optionalText,
    PORTONE_CHANNEL_KEY: optionalText,
    PORTONE_API_SECRET: optionalText,
    // The key of the CI's HMAC (one person, one verified account); generated into DATA_DIR/secrets.json when unset.
    IDENTITY_HASH_SECRET: optionalText.pipe(z.string().min(32).optional()),
    PORTONE_API_URL: z.url().default("https://api.portone.io"),
    PORTONE_SDK_URL: z.url().default("https://cdn.portone.io/v2/browser-sdk.js"),
    // Where the GA and AdSense scripts load from (tests point them at a local stand-in).
    GA_SCRIPT_URL: z.url().default("https://www.googletagmanager.com/gtag/js"),
    ADSENSE_SCRIPT_URL: z.url().default("https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"),
    GA_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/)
        .optional(),
    ),
    ADSENSE_CLIENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^ca-pub-\d+$/)
        .optional(),
    ),
    // Password-reset mail (src/domains/accounts/auth/password-reset): without it the link goes to the log.
    SMTP_URL: optionalText.pipe(
      z
        .url()
        .regex(/^smtps?:\/\//, "smtp:// 또는 smtps:// 주소여야 합니다")
        .optional(),
    ),
    // GET /metrics (Prometheus): without a token only loopback callers that no proxy forwarded; with one, Bearer <token>.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
    // `npm run worker`'s own /metrics listener (0: none).
    WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    TRUST_PROXY: trustProxy,
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    // Crawler and demo shops (src/domains/crawler, src/demo/shops).
    DEMO_SHOPS_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    DEMO_SHOPS_URL: optionalText.pipe(z.url().optional()),
    CRAWLER_ENABLED: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((v) => v === "true" || v === "1"),
    CRAWLER_ALLOW_HOSTS: allowHostList,
    CRAWLER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    CRAWLER_PRICE_SANITY_SHARE: z.coerce.number().positive().max(10).default(0.5),
    CRAWLER_PRICE_MIN_WON: z.coerce.number().int().positive().default(1_000),
    CRAWLER_PRICE_MAX_WON: z.coerce.number().int().positive().default(300_000),
    CRAWLER_USER_AGENT: optionalText,
    PRICE_DROP_ALERT_SHARE: z.coerce.number().min(0).max(1).default(0.03),
    PRICE_DROP_ALERT_WON: z.coerce.number().int().min(0).max(1_000_000).default(500),
    PRICE_ALERT_MIN_HOURS: z.coerce.number().int().min(0).max(168).default(6),
    // Alerts by webhook (src/domains/webhooks): hosts reached although private/loopback, and over plain http.
    WEBHOOK_ALLOW_HOSTS: allowHostList,
    // Alerts by e-mail (src/domains/email-alerts): one digest per member at most every this many hours.
    EMAIL_DIGEST_HOURS: z.coerce.number().min(0).max(168).default(6),
    // The public API (/api/v1): requests a minute per address, and per member's API key.
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  })
  .transform((c) => ({
    ...c,
    BASE_URL: c.BASE_URL ?? `http://localhost:${c.PORT}`,
    DEMO_SHOPS_URL: c.DEMO_SHOPS_URL ?? `http://127.0.0.1:${c.DEMO_SHOPS_PORT}`,
    // The built-in demo shops each have a port of their own too; demo shops run elsewhere (DEMO_SHOPS_URL) have one.
    DEMO_SHOPS_OWN_PORTS: c.DEMO_SHOPS_URL === undefined,
    PORTONE_STAND_IN: c.PORTONE_API_SECRET === undefined,
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses an environment; the first bad variable becomes one line naming it. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "environment");
  throw new ConfigError(`설정 오류: ${name} — ${issue?.message ?? "잘못된 값"} (value: ${JSON.stringify(env[name] ?? "")})`);
}

let cached: Config | undefined;

/** The process configuration, read once. Secrets are filled in by ensureSecrets() at start-up. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export function resetConfigForTests(): void {
  cached = undefined;
}
