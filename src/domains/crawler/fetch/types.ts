export const FETCH_FAILURE_REASONS = {
  BLOCKED_BY_ROBOTS: "robots.txt가 이 주소의 수집을 허용하지 않습니다",
  UNSAFE_URL: "내부망·사설 주소 등 허용되지 않은 주소라 요청하지 않았습니다",
  TIMEOUT: "응답 시간이 초과되었습니다",
  HTTP_ERROR: "판매처 서버가 오류 응답을 보냈습니다",
  TOO_LARGE: "응답이 너무 큽니다",
  NETWORK: "네트워크 오류로 페이지를 가져오지 못했습니다",
  TOO_MANY_REDIRECTS: "리다이렉트가 너무 많습니다",
} as const;
export type FetchFailureCode = keyof typeof FETCH_FAILURE_REASONS;

export type FetchSuccess = {
  ok: true;
  status: number;
  /** The URL after redirects; extraction resolves relative links against it. */
  finalUrl: string;
  /** The body decoded with decodeHtml (Content-Type charset, then <meta>, then UTF-8). */
  html: string;
  /** Body size in bytes, after content decoding (gzip/br). */
  bytes: number;
  contentType: string | null;
  elapsedMs: number;
  attempts: number;
};

export type FetchFailure = {
  ok: false;
  code: FetchFailureCode;
  reason: string;
  status?: number;
  finalUrl?: string;
  attempts: number;
};

export type FetchResult = FetchSuccess | FetchFailure;

/** Thrown inside one attempt and turned into a FetchFailure by the retry loop. */
export class FetchProblem extends Error {
  constructor(
    readonly code: FetchFailureCode,
    readonly detail?: string,
    readonly status?: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(detail ? `${FETCH_FAILURE_REASONS[code]} (${detail})` : FETCH_FAILURE_REASONS[code]);
    this.name = "FetchProblem";
  }

  get retryable(): boolean {
    return (
      this.code === "NETWORK" ||
      this.code === "TIMEOUT" ||
      (this.code === "HTTP_ERROR" && this.status !== undefined && (this.status === 429 || this.status >= 500))
    );
  }
}
