import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";

// SSRF guard: the crawler fetches URLs that operators and shops control, so it must never reach
// the machine itself, the private network or cloud metadata — checked on the resolved address.

type V4Range = [base: number, prefix: number, label: string];

const ip4 = (a: number, b: number, c: number, d: number) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

const BLOCKED_V4: V4Range[] = [
  [ip4(0, 0, 0, 0), 8, "0.0.0.0/8"],
  [ip4(10, 0, 0, 0), 8, "사설망 10/8"],
  [ip4(100, 64, 0, 0), 10, "CGNAT 100.64/10"],
  [ip4(127, 0, 0, 0), 8, "루프백 127/8"],
  [ip4(169, 254, 0, 0), 16, "링크 로컬·메타데이터 169.254/16"],
  [ip4(172, 16, 0, 0), 12, "사설망 172.16/12"],
  [ip4(192, 0, 0, 0), 24, "IETF 192.0.0/24"],
  [ip4(192, 0, 2, 0), 24, "문서용 192.0.2/24"],
  [ip4(192, 88, 99, 0), 24, "6to4 릴레이 192.88.99/24"],
  [ip4(192, 168, 0, 0), 16, "사설망 192.168/16"],
  [ip4(198, 18, 0, 0), 15, "벤치마크 198.18/15"],
  [ip4(198, 51, 100, 0), 24, "문서용 198.51.100/24"],
  [ip4(203, 0, 113, 0), 24, "문서용 203.0.113/24"],
  [ip4(224, 0, 0, 0), 4, "멀티캐스트 224/4"],
  [ip4(240, 0, 0, 0), 4, "예약 240/4·브로드캐스트"],
];

function parseV4(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return ip4(Number(parts[0]), Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

function blockedV4(value: number): string | null {
  for (const [base, prefix, label] of BLOCKED_V4) {
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    if ((value & mask) >>> 0 === base) return label;
  }
  return null;
}

/** Eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail), or null. */
function parseV6(address: string): number[] | null {
  let text = address
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const quad = dotted[1]!; // the pattern's one group always takes part in a match
    const v4 = parseV4(quad);
    if (v4 === null) return null;
    text = `${text.slice(0, -quad.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** `groups`: the eight 16-bit groups parseV6 returns. */
function blockedV6(groups: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = ((g6 << 16) >>> 0) + g7;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0xffff) return blockedV4(embeddedV4) ?? null; // ::ffff:a.b.c.d (IPv4-mapped)
  if (firstFiveZero && g5 === 0) {
    if (g6 === 0 && g7 === 0) return "미지정 주소 ::";
    if (g6 === 0 && g7 === 1) return "루프백 ::1";
    return "IPv4 호환 주소 ::/96"; // deprecated; never a real public destination
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return blockedV4(embeddedV4); // NAT64
  if (g0 === 0x2002) return blockedV4(((g1 << 16) >>> 0) + g2); // 6to4 carries an IPv4 address
  if ((g0 & 0xfe00) === 0xfc00) return "고유 로컬 fc00::/7";
  if ((g0 & 0xffc0) === 0xfe80) return "링크 로컬 fe80::/10";
  if ((g0 & 0xffc0) === 0xfec0) return "사이트 로컬 fec0::/10";
  if ((g0 & 0xff00) === 0xff00) return "멀티캐스트 ff00::/8";
  if (g0 === 0x2001 && g1 === 0x0db8) return "문서용 2001:db8::/32";
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "폐기용 100::/64";
  return null;
}

/** Why an IP address must not be fetched (a short Korean label), or null for a public address. */
export function blockedAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare.replace(/%.*$/, ""));
  if (family === 4) {
    const v4 = parseV4(bare);
    return v4 === null ? "잘못된 IPv4 주소" : blockedV4(v4);
  }
  if (family === 6) {
    const groups = parseV6(bare);
    return groups === null ? "잘못된 IPv6 주소" : blockedV6(groups);
  }
  return "IP 주소가 아님";
}

export const isPublicAddress = (address: string) => blockedAddressReason(address) === null;

/** "127.0.0.1:4001" style key with the scheme's default port filled in. */
function hostKey(hostname: string, port: string, protocol: string): string {
  return `${hostname.toLowerCase()}:${port || (protocol === "https:" ? "443" : "80")}`;
}

/** Operator allow-list entries "host" (any port) or "host:port", normalised for lookups. */
export function createAllowList(entries: readonly string[] = []): (url: URL) => boolean {
  const exact = new Set<string>();
  const anyPort = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const parsed = new URL(`http://${entry}`);
    if (/:\d+$/.test(entry)) exact.add(`${parsed.hostname}:${parsed.port || "80"}`);
    else anyPort.add(parsed.hostname);
  }
  return (url) => anyPort.has(url.hostname.toLowerCase()) || exact.has(hostKey(url.hostname, url.port, url.protocol));
}

export type UrlCheck = { ok: true; url: URL; allowListed: boolean } | { ok: false; reason: string };

/**
 * First-line check of a URL before any connection: scheme, credentials, IP-literal hosts.
 * Host names are checked again at connect time by the guarded DNS lookup.
 */
export function checkUrl(input: string | URL, isAllowListed: (url: URL) => boolean): UrlCheck {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, reason: "올바른 주소가 아닙니다" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, reason: `${url.protocol} 주소는 수집할 수 없습니다 (http/https만 허용)` };
  if (url.username || url.password) return { ok: false, reason: "계정 정보가 들어 있는 주소는 수집하지 않습니다" };
  const allowListed = isAllowListed(url);
  if (allowListed) return { ok: true, url, allowListed };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    const blocked = blockedAddressReason(host);
    if (blocked) return { ok: false, reason: `${host}: ${blocked}` };
  } else if (host === "localhost" || host.endsWith(".localhost")) {
    return { ok: false, reason: `${host}: 루프백` };
  }
  return { ok: true, url, allowListed };
}

export class UnsafeAddressError extends Error {
  readonly code = "ERR_UNSAFE_ADDRESS";
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly label: string,
  ) {
    super(`${hostname} → ${address}: ${label}`);
    this.name = "UnsafeAddressError";
  }
}

/**
 * A DNS lookup for sockets that refuses to connect when ANY resolved address is non-public, so a
 * host name cannot be pointed at the private network (including by DNS rebinding between checks).
 */
export function createGuardedLookup(base: LookupFunction = dns.lookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }]).filter(
        (entry) => entry.address,
      );
      const [first] = list;
      if (!first) return callback(Object.assign(new Error(`${hostname}: 주소를 찾을 수 없습니다`), { code: "ENOTFOUND" }), "", 0);
      for (const entry of list) {
        const blocked = blockedAddressReason(entry.address);
        if (blocked) return callback(new UnsafeAddressError(hostname, entry.address, blocked), "", 0);
      }
      if (options.all) return callback(null, list);
      return callback(null, first.address, first.family);
    });
  };
}
