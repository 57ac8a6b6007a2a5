import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOPS_PORT_COUNT } from "@/demo/shops/demo-shop-origins";
import { freePortRange } from "../../scripts/cluster/child-process";
import { startAppServer, type AppServer } from "../support/app-server";
import { demoDataDir } from "./pages";

/** The `sh` blocks of README's "Watch one arrive", in order, as a reader copies them. */
function walkThroughBlocks(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("### Watch one arrive"), readme.indexOf("\n## ", readme.indexOf("### Watch one arrive")));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/^ {3}/gm, ""));
}

let server: AppServer;
let shopsPort: number;
const cwd = mkdtempSync(path.join(os.tmpdir(), "readme-walk-"));
beforeAll(async () => {
  shopsPort = await freePortRange(DEMO_SHOPS_PORT_COUNT);
  server = await startAppServer({ DEMO_SHOPS_PORT: String(shopsPort) }, { from: demoDataDir() });
});
afterAll(async () => {
  await server?.stop();
  rmSync(cwd, { recursive: true, force: true });
});

/** Runs a README block in bash with this server's addresses in place of the README's (3000 and the demo shops' 3001). */
function run(block: string, fill: Record<string, string> = {}): string {
  let script = block
    .replaceAll("http://localhost:3000", server.baseUrl)
    .replaceAll("http://127.0.0.1:3001", `http://127.0.0.1:${shopsPort}`);
  for (const [from, to] of Object.entries(fill)) script = script.replaceAll(from, to);
  return execFileSync("bash", ["-euo", "pipefail", "-c", script], { cwd, encoding: "utf8", timeout: 60_000 });
}

/** The crawl call's JSON answer, the block's last (curl prints no newline, so answers of one block run together). */
const lastJson = (output: string) =>
  JSON.parse(output.slice(output.lastIndexOf('{"runId"'))) as { observation: { url: string; newPrice: number } };

// Finding 10 of issue 57: the walk-through's crawl call answered 403 forbidden_origin as written.
describe("README's price-drop walk-through, run as written", () => {
  it("signs the admin in, crawls offer 42, makes its demo shop cheaper and reads the lower price", async () => {
    const [signInAndCrawl, cheaperAndCrawl] = walkThroughBlocks();
    expect(cheaperAndCrawl).toBeDefined();
    const first = lastJson(run(signInAndCrawl!));
    expect(first.observation).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//), newPrice: expect.any(Number) });
    // Each demo shop answers on its own port of the range DEMO_SHOPS_PORT starts.
    expect(Number(new URL(first.observation.url).port) - shopsPort).toBeGreaterThanOrEqual(0);
    expect(Number(new URL(first.observation.url).port) - shopsPort).toBeLessThan(DEMO_SHOPS_PORT_COUNT);
    const lower = first.observation.newPrice - 1500;
    const second = lastJson(run(cheaperAndCrawl!, { "<observation.url>": first.observation.url, "<newPrice − 1500>": String(lower) }));
    expect(second.observation).toMatchObject({ url: first.observation.url, newPrice: lower });
  });
});
