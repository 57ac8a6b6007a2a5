import { chromium, type Request } from "playwright-core";

// Times a sign-up in Chromium against a running site (BASE_URL): from the 가입하기 click to its answer shown,
// and every request on the way (server action, next-auth's calls, the landing page). `npx tsx bench/sign-up/sign-up-timing.ts`.
const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const RUNS = Number(process.env.RUNS ?? 5);

type Step = { what: string; ms: number };

async function signUpOnce(run: number): Promise<{ totalMs: number; steps: Step[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ baseURL: BASE_URL });
    await page.goto("/auth/signup");
    const id = `${Date.now().toString(36)}${run}`;
    await page.getByLabel("이메일").fill(`bench-${id}@example.kr`);
    await page.getByLabel("비밀번호", { exact: true }).fill("bench-pass-2026");
    await page.getByLabel("비밀번호 확인").fill("bench-pass-2026");
    await page.getByLabel("닉네임").fill(`벤치${id.slice(-8)}`);
    await page.getByLabel("출생연도").fill("1990");
    for (const label of ["[필수] 이용약관에 동의합니다.", /\[필수\] 개인정보 수집·이용/]) {
      const box = page.getByLabel(label);
      if (await box.count()) await box.check();
    }
    const started = new Map<Request, number>();
    const steps: Step[] = [];
    page.on("request", (request) => started.set(request, performance.now()));
    page.on("response", (response) => {
      const request = response.request();
      if (request.method() === "POST" && !steps.some((s) => s.what.includes("action")))
        steps.push({
          what: `POST ${new URL(request.url()).pathname} (response)`,
          ms: Math.round(performance.now() - started.get(request)!),
        });
    });
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/_next/static")) return;
      steps.push({ what: `${request.method()} ${url.pathname}`, ms: Math.round(performance.now() - started.get(request)!) });
    });
    const t0 = performance.now();
    await page.getByRole("button", { name: "가입하기" }).click();
    // Since issue 56 a sign-up ends in "확인 메일을 보냈습니다" on the same page (no sign-in, no navigation).
    await page.getByTestId("sign-up-sent").waitFor({ timeout: 60_000 });
    return { totalMs: Math.round(performance.now() - t0), steps };
  } finally {
    await browser.close();
  }
}

const totals: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const { totalMs, steps } = await signUpOnce(run);
  totals.push(totalMs);
  console.log(`run ${run + 1}: ${totalMs} ms  ${steps.map((s) => `${s.what} ${s.ms}`).join(" | ")}`);
}
totals.sort((a, b) => a - b);
console.log(`median ${totals[Math.floor(totals.length / 2)]} ms, min ${totals[0]} ms, max ${totals.at(-1)} ms over ${RUNS} sign-ups`);
