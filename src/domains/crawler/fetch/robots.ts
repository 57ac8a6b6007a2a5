import robotsParser from "robots-parser";

type Robot = ReturnType<typeof robotsParser>;

/** What fetching /robots.txt gave, in RFC 9309 terms. */
export type RobotsFetchOutcome =
  | { kind: "ok"; body: string } // 2xx: parse it
  | { kind: "unavailable" } // 4xx (or too many redirects): no rules, everything allowed
  | { kind: "unreachable" } // 5xx, 429, network error: assume complete disallow
  | { kind: "unsafe"; reason: string }; // the SSRF guard refused the connection: not a robots question

export type RobotsVerdict = { allowed: boolean; crawlDelayMs: number | null; unsafeReason?: string };

const DISALLOW_ALL = "User-agent: *\nDisallow: /\n";
// A server error must not block a shop for the full TTL: retry its robots.txt sooner.
const UNREACHABLE_TTL_CAP_MS = 5 * 60_000;

export function createRobotsCache(options: {
  ttlMs: number;
  /** Product token matched against User-agent lines, e.g. "AeksangPickBot". */
  token: string;
  fetchRobotsTxt: (robotsUrl: URL) => Promise<RobotsFetchOutcome>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { robot: Robot; expiresAt: number }>();
  const pending = new Map<string, Promise<Robot | string>>();

  /** The parsed robots.txt, or the SSRF refusal reason (never cached). */
  async function load(origin: string): Promise<Robot | string> {
    const robotsUrl = new URL("/robots.txt", origin);
    const outcome = await options.fetchRobotsTxt(robotsUrl).catch((): RobotsFetchOutcome => ({ kind: "unreachable" }));
    if (outcome.kind === "unsafe") return outcome.reason;
    const text = outcome.kind === "ok" ? outcome.body : outcome.kind === "unavailable" ? "" : DISALLOW_ALL;
    const robot = robotsParser(robotsUrl.href, text);
    const ttl = outcome.kind === "unreachable" ? Math.min(options.ttlMs, UNREACHABLE_TTL_CAP_MS) : options.ttlMs;
    cache.set(origin, { robot, expiresAt: now() + ttl });
    return robot;
  }

  async function robotFor(origin: string): Promise<Robot | string> {
    const cached = cache.get(origin);
    if (cached && cached.expiresAt > now()) return cached.robot;
    let loading = pending.get(origin);
    if (!loading) {
      loading = load(origin).finally(() => pending.delete(origin));
      pending.set(origin, loading);
    }
    return loading;
  }

  return {
    async check(url: URL): Promise<RobotsVerdict> {
      const robot = await robotFor(url.origin);
      if (typeof robot === "string") return { allowed: false, crawlDelayMs: null, unsafeReason: robot };
      const delay = robot.getCrawlDelay(options.token);
      return {
        // undefined means the URL is outside this robots.txt's origin, which cannot happen here.
        allowed: robot.isAllowed(url.href, options.token) !== false,
        crawlDelayMs: typeof delay === "number" && Number.isFinite(delay) && delay > 0 ? delay * 1000 : null,
      };
    },
    clear: () => cache.clear(),
  };
}
