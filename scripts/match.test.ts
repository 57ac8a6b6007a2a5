import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "match-cli-"));
const file = (name: string, text: string) => {
  const at = path.join(scratch, name);
  writeFileSync(at, text);
  return at;
};
const catalog = file(
  "catalog.json",
  JSON.stringify({
    manufacturers: [{ name: "뱀파이어베이프", aliases: ["Vampire Vape"] }],
    products: [
      {
        id: 5,
        manufacturer: "뱀파이어베이프",
        name: "하이젠버그",
        inhalation: "DL",
        nicotineForm: "freebase",
        nicotineMg: 3,
        volumeMl: 60,
      },
    ],
  }),
);

function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/match.ts", ...args],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

// Each run starts a fresh Node + tsx process (1–4 s on a busy 2-core box): generous timeouts.
describe("scripts/match.ts", { timeout: 90_000 }, () => {
  it("prints one decision per title, in order", async () => {
    const titles = file(
      "titles.json",
      JSON.stringify([
        { shop: "vapemall", title: "[폐호흡] VAMPIRE VAPE 하이젠버그 60ml 3mg" },
        { shop: "vapemall", title: "뱀파이어베이프 하이젠버그 60ml 3mg 3병 세트" },
        { shop: "vapemall", title: "뱀파이어베이프 하이젠버그 · 핑크 레모네이드 2종 세트" },
      ]),
    );
    const { code, stdout } = await runCli(catalog, titles);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      { decision: "match", productId: 5, score: 0.98 },
      { decision: "match", productId: 5, score: 0.96 },
      { decision: "skip", reason: "세트·묶음 상품" },
    ]);
  });

  it("names the problem in one Korean line and exits 1 on bad input", async () => {
    const cases = [
      [[catalog], "사용법"],
      [[path.join(scratch, "missing.json"), catalog], "카탈로그 파일을 읽을 수 없습니다"],
      [[file("broken.json", "{"), catalog], "카탈로그 파일이 올바른 JSON이 아닙니다"],
      [[catalog, catalog], "상품명 목록 형식이 올바르지 않습니다"],
    ] as const;
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await runCli(...args);
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(message);
    }
  });
});
