import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const fixture = (name: string) => `tests/fixtures/pages/${name}`;

function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/extract.ts", ...args],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

// Each run starts a fresh Node + tsx process (1–4 s on a busy 2-core box): generous timeouts.
describe("scripts/extract.ts", { timeout: 90_000 }, () => {
  it("prints the extraction of a good page as JSON and exits 0", async () => {
    const { code, stdout } = await runCli(fixture("cafe24-sale.html"), "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      title: "[타임세일] 쿨 민트 토바코 솔트 30ml 9.8mg",
      price: 12900,
      listPrice: 18000,
      currency: "KRW",
      inStock: true,
      shippingFee: 2500,
      freeShippingThreshold: 30000,
      method: "preset:cafe24",
      witnesses: [
        { method: "preset:cafe24", price: 12900, currency: null },
        { method: "visible", price: 12900, currency: "KRW" },
      ],
      hold: null,
    });
  });

  it("prints every field with the method, the witnesses and whether it may be published", async () => {
    const { code, stdout } = await runCli(fixture("jsonld-visible-disagree.html"));
    expect(code).toBe(0);
    expect(stdout).toMatch(/방법 \(method\)\s+json-ld/);
    expect(stdout).toMatch(/가격 \(amount\)\s+15,700원/);
    expect(stdout).toMatch(/- json-ld\s+15,700원/);
    expect(stdout).toMatch(/- preset:cafe24\s+18,700원/);
    expect(stdout).toContain("게시 불가: 가격 출처끼리 1% 넘게 다릅니다");
  });

  it("reads a page without structured data in another currency and says it cannot be published", async () => {
    const { code, stdout } = await runCli(
      "tests/fixtures/visible-pages/woocommerce-de.html",
      "--url",
      "https://dampfer.example/produkt/erdbeere/",
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/방법 \(method\)\s+visible/);
    expect(stdout).toContain('19.9 EUR  — 페이지 표기 "19,90 €"');
    expect(stdout).toMatch(/통화 \(currency\)\s+EUR/);
    expect(stdout).toMatch(/재고 \(inStock\)\s+구매 가능/);
    expect(stdout).toMatch(/차점 후보 \(runnerUp\)\s+없음/);
    expect(stdout).toContain("게시 불가: 원화가 아님");
  });

  it("decodes an EUC-KR file", async () => {
    const { code, stdout } = await runCli(fixture("makeshop-normal.euckr.html"), "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      title: "[액상샾 단독] 쿨 스피아민트 솔트 30ml 20mg",
      price: 9900,
      method: "preset:makeshop",
    });
  });

  it("prints the reason on stderr and exits 1 for a bad page", async () => {
    const { code, stdout, stderr } = await runCli(fixture("bad-conflicting-jsonld.html"));
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("CONFLICTING_PRICES");
    expect(stderr).toContain("서로 다른 가격");
  });

  it("exits 2 on usage errors", async () => {
    const runs = await Promise.all([
      runCli(),
      runCli("no-such-file.html"),
      runCli(fixture("cafe24-sale.html"), "--selectors", "{not json"),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2]);
    expect(runs[0].stderr).toContain("사용법");
  });

  it("refuses private addresses for URLs", async () => {
    const { code, stderr } = await runCli("http://169.254.169.254/latest/meta-data/");
    expect(code).toBe(1);
    expect(stderr).toContain("UNSAFE_URL");
  });

  it("fetches an allow-listed URL with the polite fetcher", async () => {
    const page = readFileSync(new URL(`../${fixture("godomall-normal.html")}`, import.meta.url));
    const server = http.createServer((request, response) => {
      if (request.url === "/goods/goods_view.php?goodsNo=1000000123")
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/goods/goods_view.php?goodsNo=1000000123`;
      const refused = await runCli(url);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("UNSAFE_URL");
      const { code, stdout } = await runCli(url, "--allow", `127.0.0.1:${port}`, "--json");
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ price: 11900, listPrice: 14000, method: "preset:godomall" });
    } finally {
      server.close();
    }
  });
});
