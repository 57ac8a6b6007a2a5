import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";
import { ensureSecrets } from "./secrets";

const env = (values: Record<string, string> = {}) => values as NodeJS.ProcessEnv;

describe("parseConfig", () => {
  it("fills defaults for an empty environment", () => {
    const config = parseConfig(env({}));
    expect(config.PORT).toBe(3000);
    expect(config.SITE_NAME).toBe("액상픽");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names the bad variable in one line", () => {
    expect(() => parseConfig(env({ PORT: "eighty" }))).toThrow(ConfigError);
    expect(() => parseConfig(env({ PORT: "eighty" }))).toThrow(/^설정 오류: PORT — .*\(value: "eighty"\)$/);
    expect(() => parseConfig(env({ DATABASE_URL: "mysql://x" }))).toThrow(/DATABASE_URL/);
    expect(() => parseConfig(env({ NEXTAUTH_SECRET: "short" }))).toThrow(/NEXTAUTH_SECRET/);
  });

  it("reads the SSRF allow lists (CRAWLER_ALLOW_HOSTS, WEBHOOK_ALLOW_HOSTS) as host or host:port lists", () => {
    expect(parseConfig(env({})).WEBHOOK_ALLOW_HOSTS).toEqual([]);
    expect(parseConfig(env({ WEBHOOK_ALLOW_HOSTS: " 127.0.0.1 , Hooks.Local:8080" })).WEBHOOK_ALLOW_HOSTS).toEqual([
      "127.0.0.1",
      "hooks.local:8080",
    ]);
    expect(parseConfig(env({ CRAWLER_ALLOW_HOSTS: "shop.local" })).CRAWLER_ALLOW_HOSTS).toEqual(["shop.local"]);
    expect(() => parseConfig(env({ WEBHOOK_ALLOW_HOSTS: "http://x" }))).toThrow(/^설정 오류: WEBHOOK_ALLOW_HOSTS/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses anything else", () => {
    expect(parseConfig(env({})).TRUST_PROXY).toBeUndefined();
    expect(parseConfig(env({ TRUST_PROXY: "2" })).TRUST_PROXY).toBe(2);
    expect(parseConfig(env({ TRUST_PROXY: "loopback, 10.0.0.0/8" })).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => parseConfig(env({ TRUST_PROXY: "everyone" }))).toThrow(/^설정 오류: TRUST_PROXY/);
  });

  it("points BASE_URL at the configured port unless it is set", () => {
    expect(parseConfig(env({ PORT: "3917" })).BASE_URL).toBe("http://localhost:3917");
    expect(parseConfig(env({})).BASE_URL).toBe("http://localhost:3000");
    expect(parseConfig(env({ PORT: "3917", BASE_URL: "https://aeksangpick.kr" })).BASE_URL).toBe("https://aeksangpick.kr");
  });

  it("accepts only smtp:// or smtps:// for SMTP_URL", () => {
    expect(parseConfig(env({ SMTP_URL: "smtp://127.0.0.1:2525" })).SMTP_URL).toBe("smtp://127.0.0.1:2525");
    expect(() => parseConfig(env({ SMTP_URL: "http://mail" }))).toThrow(/SMTP_URL/);
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig(env({ REDIS_URL: "", DATABASE_URL: " " })).REDIS_URL).toBeUndefined();
  });
});

describe("ensureSecrets", () => {
  it("generates secrets once, keeps them private, and lets the environment win", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const first = env();
    ensureSecrets(first, dir);
    expect(first.NEXTAUTH_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = env();
    ensureSecrets(second, dir);
    expect(second).toEqual(first);

    const explicit = env({ NEXTAUTH_SECRET: "x".repeat(40) });
    ensureSecrets(explicit, dir);
    expect(explicit.NEXTAUTH_SECRET).toBe("x".repeat(40));
    expect(JSON.parse(readFileSync(file, "utf8")).NEXTAUTH_SECRET).toBe(first.NEXTAUTH_SECRET);
  });
});
