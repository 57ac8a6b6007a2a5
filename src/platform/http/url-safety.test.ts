import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import {
  blockedAddressReason,
  checkUrl,
  createAllowList,
  createGuardedLookup,
  isPublicAddress,
  UnsafeAddressError,
} from "@/platform/http/url-safety";

describe("blockedAddressReason", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.169.254",
    "169.254.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.2.10",
    "198.18.0.1",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::10.0.0.1",
    "2002:7f00:1::",
    "2001:db8::1",
    "[::1]",
  ])("blocks %s", (address) => {
    expect(blockedAddressReason(address)).not.toBeNull();
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.0.1",
    "223.130.195.200",
    "2606:4700:4700::1111",
    "2404:6800:4004:80f::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
  ])("allows public %s", (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it("rejects things that are not addresses", () => {
    expect(blockedAddressReason("example.com")).not.toBeNull();
    expect(blockedAddressReason("1:2:3")).not.toBeNull();
  });
});

describe("checkUrl", () => {
  const none = createAllowList([]);

  it.each([
    ["file:///etc/passwd", "file:"],
    ["ftp://shop.example/x", "ftp:"],
    ["gopher://127.0.0.1:70/", "gopher:"],
    ["javascript:alert(1)", "javascript:"],
    ["http://127.0.0.1/", "127.0.0.1"],
    ["http://localhost:3000/", "localhost"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["http://[::1]:8080/", "::1"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1"],
    ["http://2130706433/", "127.0.0.1"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["http://user:pw@shop.example/", "계정"],
    ["not a url", "올바른"],
  ])("refuses %s", (url, fragment) => {
    const result = checkUrl(url, none);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(fragment);
  });

  it("passes public hosts and names (names are checked again at connect time)", () => {
    expect(checkUrl("https://shop.example/p/1", none)).toMatchObject({ ok: true, allowListed: false });
    expect(checkUrl("http://8.8.8.8/", none)).toMatchObject({ ok: true });
  });

  it("exempts allow-listed host:port pairs and hosts only", () => {
    const allow = createAllowList(["127.0.0.1:4001", "demo-shop.internal", "LOCALHOST:80"]);
    expect(checkUrl("http://127.0.0.1:4001/p", allow)).toMatchObject({ ok: true, allowListed: true });
    expect(checkUrl("http://127.0.0.1:4002/p", allow).ok).toBe(false);
    expect(checkUrl("http://127.0.0.1/p", allow).ok).toBe(false);
    expect(checkUrl("http://demo-shop.internal:9999/p", allow)).toMatchObject({ ok: true, allowListed: true });
    expect(checkUrl("http://localhost/p", allow)).toMatchObject({ ok: true, allowListed: true });
    expect(checkUrl("https://localhost/p", allow).ok).toBe(false);
  });
});

describe("createGuardedLookup", () => {
  const fakeDns = (answers: Record<string, LookupAddress[]>): LookupFunction =>
    ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) => {
      const found = answers[hostname];
      if (found) callback(null, found);
      else callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }), []);
    }) as unknown as LookupFunction;

  const lookup = (fn: LookupFunction, hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      fn(hostname, { all }, (error, address, family) => resolve({ error, address, family })),
    );

  const guarded = createGuardedLookup(
    fakeDns({
      "shop.example": [{ address: "203.0.114.7", family: 4 }],
      "rebind.example": [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      "metadata.example": [{ address: "169.254.169.254", family: 4 }],
      "v6.example": [{ address: "fd00::1", family: 6 }],
    }),
  );

  it("returns public addresses in both callback shapes", async () => {
    expect(await lookup(guarded, "shop.example", false)).toMatchObject({ error: null, address: "203.0.114.7", family: 4 });
    expect(await lookup(guarded, "shop.example", true)).toMatchObject({ error: null, address: [{ address: "203.0.114.7", family: 4 }] });
  });

  it("refuses when any resolved address is private", async () => {
    for (const host of ["rebind.example", "metadata.example", "v6.example"]) {
      const { error } = await lookup(guarded, host, false);
      expect(error).toBeInstanceOf(UnsafeAddressError);
      expect((error as UnsafeAddressError).code).toBe("ERR_UNSAFE_ADDRESS");
    }
  });

  it("passes DNS errors through", async () => {
    expect((await lookup(guarded, "missing.example", false)).error).toMatchObject({ code: "ENOTFOUND" });
  });
});
