/**
 * The one error type of the app. `message` is Korean and safe to show; `cause` is logged only; `field` is the input's
 * path (e.g. `subscription.keys.auth`) for API callers, never put into the message people read.
 */
export class AppError extends Error {
  readonly field?: string;
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    options?: { cause?: unknown; field?: string },
  ) {
    super(message, options);
    this.name = "AppError";
    this.field = options?.field;
  }
}

export const badRequest = (message: string, code = "bad_request") => new AppError(code, 400, message);
export const unauthorized = (message = "로그인이 필요합니다.") => new AppError("unauthorized", 401, message);
export const forbidden = (message = "권한이 없습니다.") => new AppError("forbidden", 403, message);
export const notFound = (message = "요청한 항목을 찾을 수 없습니다.") => new AppError("not_found", 404, message);
export const conflict = (message: string, code = "conflict") => new AppError(code, 409, message);
export const tooManyRequests = (message = "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.") =>
  new AppError("rate_limited", 429, message);
export const serviceUnavailable = (cause?: unknown) =>
  new AppError("service_unavailable", 503, "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.", { cause });

const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08003",
  "08006",
]);

/** Whether an error means the database is unreachable (restart, failover) rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code && DB_UNAVAILABLE_CODES.has(code)) return true;
    if (/Connection terminated|connection.*(closed|ended)|Client has encountered a connection error/i.test(e.message)) return true;
  }
  return false;
}

/** Maps anything thrown to the AppError that may be shown to the caller. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable(error);
  return new AppError("internal", 500, "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.", { cause: error });
}
