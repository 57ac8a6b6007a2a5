import type { IncomingHttpHeaders } from "node:http";
import { request, type Dispatcher } from "undici";
import { formatBytes, readBodyCapped } from "@/domains/crawler/fetch/read-body";
import { FetchProblem } from "@/domains/crawler/fetch/types";
import { UnsafeAddressError } from "@/platform/http/url-safety";

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Uint8Array | null };

export type RequestSettings = {
  dispatcher: Dispatcher;
  headers: Record<string, string>;
  /** Hard limit for one request, from sending it to the last body byte. */
  timeoutMs: number;
  maxBytes: number;
};

const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT"]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

function toProblem(error: unknown, timedOut: boolean): FetchProblem {
  const chain = causes(error);
  const problem = chain.find((item): item is FetchProblem => item instanceof FetchProblem);
  if (problem) return problem;
  const unsafe = chain.find((item): item is UnsafeAddressError => item instanceof UnsafeAddressError);
  if (unsafe) return new FetchProblem("UNSAFE_URL", unsafe.message);
  const codes = chain.map((item) => (item as { code?: unknown }).code).filter((code): code is string => typeof code === "string");
  if (timedOut || codes.some((code) => TIMEOUT_CODES.has(code))) return new FetchProblem("TIMEOUT");
  return new FetchProblem("NETWORK", codes[0] ?? (error instanceof Error ? error.message : String(error)));
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** One GET without following redirects; reads the body of 2xx responses only, within the size cap. */
export async function requestOnce(url: URL, settings: RequestSettings): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new FetchProblem("TIMEOUT"));
  }, settings.timeoutMs);
  try {
    const response = await request(url, {
      method: "GET",
      headers: settings.headers,
      dispatcher: settings.dispatcher,
      signal: controller.signal,
    });
    const { statusCode: status, headers } = response;
    if (status < 200 || status > 299) {
      // Drain a little so the connection can be reused; error and redirect bodies are not needed.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { status, headers, body: null };
    }
    const declared = Number(header(headers, "content-length"));
    if (Number.isFinite(declared) && declared > settings.maxBytes) {
      response.body.destroy();
      throw new FetchProblem("TOO_LARGE", `${formatBytes(declared)} > ${formatBytes(settings.maxBytes)}`);
    }
    const body = await readBodyCapped(response.body, header(headers, "content-encoding"), settings.maxBytes);
    return { status, headers, body };
  } catch (error) {
    throw toProblem(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

export const headerValue = header;
