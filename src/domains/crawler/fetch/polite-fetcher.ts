import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent } from "undici";
import { decodeHtml } from "@/domains/crawler/extract";
import { createHostQueue } from "@/domains/crawler/fetch/host-queue";
import { headerValue, requestOnce, type RawResponse } from "@/domains/crawler/fetch/http-request";
import { backoffDelayMs, parseRetryAfterMs } from "@/domains/crawler/fetch/retry-policy";
import { createRobotsCache, type RobotsFetchOutcome } from "@/domains/crawler/fetch/robots";
import { FetchProblem, type FetchFailure, type FetchResult } from "@/domains/crawler/fetch/types";
import { checkUrl, createAllowList, createGuardedLookup } from "@/platform/http/url-safety";

export type PoliteFetcherOptions = {
  /** The site's public URL, named in the default User-Agent. */
  baseUrl?: string;
  /** Default `AeksangPickBot/1.0 (+<baseUrl>/bot)`. */
  userAgent?: string;
  /** Token matched against robots.txt User-agent groups; default: the User-Agent's product name. */
  robotsToken?: string;
  /** "host" or "host:port" entries exempt from the private-address guard (e.g. demo shops on 127.0.0.1). */
  allowHosts?: readonly string[];
  connectTimeoutMs?: number;
  /** Hard limit per request (headers and body). */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Pause between two requests to the same host, or how to read it per request (an admin setting); robots.txt Crawl-delay can raise it. */
  hostDelayMs?: number | (() => Promise<number>);
  maxCrawlDelayMs?: number;
  robotsTtlMs?: number;
  maxAttempts?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A server asking to wait longer than this (Retry-After) is not retried. */
  maxRetryAfterMs?: number;
  /** DNS lookup; tests map names to 127.0.0.1 with it. */
  lookup?: LookupFunction;
  random?: () => number;
};

export type PoliteFetcher = {
  fetchPage(url: string | URL): Promise<FetchResult>;
  close(): Promise<void>;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ROBOTS_MAX_BYTES = 512 * 1024; // RFC 9309: parse at least the first 500 KiB
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function resolveOptions(options: PoliteFetcherOptions) {
  const baseUrl = (options.baseUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const userAgent = options.userAgent ?? `AeksangPickBot/1.0 (+${baseUrl}/bot)`;
  return {
    userAgent,
    robotsToken: options.robotsToken ?? userAgent.split(/[/\s]/)[0]!, // split returns at least one piece
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: options.maxBytes ?? 3 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    hostDelayMs: options.hostDelayMs ?? 1_000,
    maxCrawlDelayMs: options.maxCrawlDelayMs ?? 30_000,
    robotsTtlMs: options.robotsTtlMs ?? 60 * 60_000,
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
    baseBackoffMs: options.baseBackoffMs ?? 500,
    maxBackoffMs: options.maxBackoffMs ?? 10_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    random: options.random ?? Math.random,
  };
}

function failure(problem: FetchProblem, attempts: number, finalUrl?: string): FetchFailure {
  return { ok: false, code: problem.code, reason: problem.message, status: problem.status, finalUrl, attempts };
}

/**
 * The crawler's HTTP client: SSRF-guarded (checked after DNS resolution and on every redirect hop),
 * robots.txt-respecting, one request at a time per host with a pause between, bounded in time and
 * size, and retrying network errors, 5xx and 429 with full-jitter backoff and Retry-After.
 */
export function createPoliteFetcher(options: PoliteFetcherOptions = {}): PoliteFetcher {
  const config = resolveOptions(options);
  const isAllowListed = createAllowList(options.allowHosts);
  const baseLookup = options.lookup ?? (dns.lookup as LookupFunction);
  const agentOptions = (lookup: LookupFunction) => ({
    connect: { lookup, timeout: config.connectTimeoutMs },
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    keepAliveTimeout: 10_000,
  });
  // Allow-listed hosts may resolve to private addresses; every other host goes through the guard.
  const guardedAgent = new Agent(agentOptions(createGuardedLookup(baseLookup)));
  const allowListedAgent = new Agent(agentOptions(baseLookup));
  const queue = createHostQueue();
  const robots = createRobotsCache({ ttlMs: config.robotsTtlMs, token: config.robotsToken, fetchRobotsTxt });

  /** Follows redirects by hand so each hop is safety-checked (and robots-checked for pages). */
  async function follow(
    start: string | URL,
    accept: string,
    maxBytes: number,
    checkRobots: boolean,
  ): Promise<{ response: RawResponse; finalUrl: URL }> {
    let current: string | URL = start;
    for (let hop = 0; ; hop++) {
      const checked = checkUrl(current, isAllowListed);
      if (!checked.ok) throw new FetchProblem("UNSAFE_URL", checked.reason);
      const url = checked.url;
      let delayMs = typeof config.hostDelayMs === "number" ? config.hostDelayMs : await config.hostDelayMs();
      if (checkRobots) {
        const verdict = await robots.check(url);
        if (verdict.unsafeReason) throw new FetchProblem("UNSAFE_URL", verdict.unsafeReason);
        if (!verdict.allowed) throw new FetchProblem("BLOCKED_BY_ROBOTS", url.pathname);
        if (verdict.crawlDelayMs) delayMs = Math.max(delayMs, Math.min(verdict.crawlDelayMs, config.maxCrawlDelayMs));
      }
      const response = await queue.run(url.host, delayMs, () =>
        requestOnce(url, {
          dispatcher: checked.allowListed ? allowListedAgent : guardedAgent,
          headers: { "user-agent": config.userAgent, accept, "accept-language": "ko-KR,ko;q=0.9", "accept-encoding": "gzip, deflate, br" },
          timeoutMs: config.timeoutMs,
          maxBytes,
        }),
      );
      const location = headerValue(response.headers, "location");
      if (!REDIRECT_STATUSES.has(response.status) || !location) return { response, finalUrl: url };
      if (hop >= config.maxRedirects) throw new FetchProblem("TOO_MANY_REDIRECTS", `최대 ${config.maxRedirects}회`);
      try {
        current = new URL(location, url);
      } catch {
        throw new FetchProblem("HTTP_ERROR", `잘못된 Location: ${location}`, response.status);
      }
    }
  }

  async function fetchRobotsTxt(robotsUrl: URL): Promise<RobotsFetchOutcome> {
    try {
      const { response } = await follow(robotsUrl, "text/plain,*/*;q=0.5", ROBOTS_MAX_BYTES, false);
      if (response.status >= 200 && response.status <= 299)
        return { kind: "ok", body: new TextDecoder().decode(response.body ?? new Uint8Array()) };
      if (response.status >= 400 && response.status <= 499 && response.status !== 429) return { kind: "unavailable" };
      return { kind: "unreachable" };
    } catch (error) {
      // RFC 9309 §2.3.1.2: after too many redirects a crawler may treat robots.txt as unavailable.
      if (error instanceof FetchProblem && error.code === "TOO_MANY_REDIRECTS") return { kind: "unavailable" };
      if (error instanceof FetchProblem && error.code === "UNSAFE_URL") return { kind: "unsafe", reason: error.detail ?? error.message };
      return { kind: "unreachable" };
    }
  }

  async function attempt(url: string | URL, started: number): Promise<FetchResult & { ok: true }> {
    const { response, finalUrl } = await follow(url, HTML_ACCEPT, config.maxBytes, true);
    if (response.status < 200 || response.status > 299 || !response.body) {
      const retryAfterMs = parseRetryAfterMs(response.headers["retry-after"]);
      throw new FetchProblem("HTTP_ERROR", `HTTP ${response.status}`, response.status, retryAfterMs);
    }
    const contentType = headerValue(response.headers, "content-type") ?? null;
    return {
      ok: true,
      status: response.status,
      finalUrl: finalUrl.href,
      html: decodeHtml(response.body, contentType),
      bytes: response.body.byteLength,
      contentType,
      elapsedMs: Math.round(performance.now() - started),
      attempts: 1,
    };
  }

  async function fetchPage(url: string | URL): Promise<FetchResult> {
    const started = performance.now();
    for (let attempts = 1; ; attempts++) {
      try {
        return { ...(await attempt(url, started)), attempts };
      } catch (error) {
        const problem =
          error instanceof FetchProblem ? error : new FetchProblem("NETWORK", error instanceof Error ? error.message : String(error));
        if (!problem.retryable || attempts >= config.maxAttempts) return failure(problem, attempts);
        let delayMs = backoffDelayMs(attempts, config.baseBackoffMs, config.maxBackoffMs, config.random);
        if (problem.retryAfterMs !== null) {
          // Retrying sooner than the shop asked would be impolite; waiting longer than the cap stalls the crawl.
          if (problem.retryAfterMs > config.maxRetryAfterMs) {
            const detail = `HTTP ${problem.status}, Retry-After ${Math.ceil(problem.retryAfterMs / 1000)}초`;
            return failure(new FetchProblem(problem.code, detail, problem.status), attempts);
          }
          delayMs = Math.max(delayMs, problem.retryAfterMs);
        }
        await sleep(delayMs);
      }
    }
  }

  return {
    fetchPage,
    async close() {
      robots.clear();
      await Promise.all([guardedAgent.close(), allowListedAgent.close()]);
    },
  };
}
