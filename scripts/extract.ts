// Extracts a product offer from a saved page or a live URL, for operators checking a shop's markup:
//   npm run extract -- <file-or-url> [--url <page-url>] [--json] [--selectors '{"price":".sell em"}'] [--allow 127.0.0.1:4001] [--url <page-url>]
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { decodeHtml, extractOffer, listVisibleCandidates } from "@/domains/crawler/extract";
import { siteSelectorsSchema, type Extraction, type SiteSelectors } from "@/domains/crawler/extraction-types";
import { createPoliteFetcher } from "@/domains/crawler/fetch";
import { checkPricePlausibility } from "@/domains/crawler/price-sanity";
import { getConfig } from "@/platform/config";

const USAGE = `사용법: npm run extract -- <파일 또는 URL> [옵션]
  --selectors <json>   판매처 CSS 선택자 (예: '{"price":".goods-view .sell-price em"}')
  --allow <host:port>  사설 주소 차단에서 제외할 호스트 (여러 번 가능, 환경변수 CRAWLER_ALLOW_HOSTS도 사용)
  --url <url>          파일을 읽을 때 상대 경로 기준이 될 원래 페이지 주소
  --json               추출 결과 전체(증인 포함)를 JSON으로 출력`;

function usageError(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parseCli() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        selectors: { type: "string" },
        allow: { type: "string", multiple: true },
        url: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const [target] = positionals;
    if (positionals.length !== 1 || target === undefined) return usageError("파일 또는 URL 하나를 지정해 주세요.");
    let selectors: SiteSelectors | undefined;
    if (values.selectors) {
      const parsed = siteSelectorsSchema.safeParse(JSON.parse(values.selectors));
      if (!parsed.success) usageError("--selectors 값이 올바르지 않습니다.");
      selectors = parsed.data;
    }
    return { target, selectors, allow: values.allow ?? [], pageUrl: values.url, json: values.json ?? false };
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

async function loadPage(target: string, allow: string[], pageUrl?: string): Promise<{ html: string; url: string } | { error: string }> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    const envAllow = (process.env.CRAWLER_ALLOW_HOSTS ?? "").split(",").filter(Boolean);
    const fetcher = createPoliteFetcher({
      baseUrl: process.env.BASE_URL,
      allowHosts: [...envAllow, ...allow],
      hostDelayMs: 0,
      maxAttempts: 2,
    });
    try {
      const result = await fetcher.fetchPage(target);
      return result.ok ? { html: result.html, url: result.finalUrl } : { error: `가져오기 실패 [${result.code}]: ${result.reason}` };
    } finally {
      await fetcher.close();
    }
  }
  const file = path.resolve(target);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return usageError(`파일을 읽을 수 없습니다: ${target}`);
  }
  return { html: decodeHtml(bytes), url: pageUrl ?? pathToFileURL(file).href };
}

const won = (value: number | null) => (value === null ? "없음" : `${value.toLocaleString("ko-KR")}원`);
const amountIn = (value: number, currency: string | null) => (currency && currency !== "KRW" ? `${value} ${currency}` : won(value));

/** Every field with the method that found it, the witnesses and the reader's runner-up, then whether it may be published. */
function printExtraction(extraction: Extraction, candidates: ReturnType<typeof listVisibleCandidates>) {
  const {
    title,
    price,
    priceText,
    priceFrom,
    listPrice,
    currency,
    inStock,
    shippingFee,
    freeShippingThreshold,
    options,
    imageUrl,
    method,
  } = extraction;
  const rows: [string, string][] = [
    ["방법 (method)", method],
    ["상품명 (title)", title ?? "없음"],
    [
      "가격 (amount)",
      `${currency === "KRW" ? won(price) : `${price} ${currency}`}${priceFrom ? " ~ (옵션 최저가)" : ""}${priceText ? `  — 페이지 표기 "${priceText}"` : ""}`,
    ],
    ["통화 (currency)", currency],
    ["정가 (listPrice)", listPrice === null ? "없음" : amountIn(listPrice, currency)],
    ["재고 (inStock)", inStock ? "구매 가능" : "품절"],
    ["배송비 (shippingFee)", won(shippingFee)],
    ["무료배송 기준 (freeShippingThreshold)", won(freeShippingThreshold)],
    ["이미지 (imageUrl)", imageUrl ?? "없음"],
    ["옵션 (options)", options.length === 0 ? "없음" : options.map((option) => `${option.name} ${won(option.price)}`).join(", ")],
  ];
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(34)} ${value}\n`);
  process.stdout.write("증인 (witnesses):\n");
  for (const witness of extraction.witnesses)
    process.stdout.write(`  - ${witness.method.padEnd(16)} ${amountIn(witness.price, witness.currency ?? currency)}\n`);
  const runnerUp = extraction.runnerUp;
  process.stdout.write(
    `차점 후보 (runnerUp)                 ${runnerUp ? `${runnerUp.text} (${amountIn(runnerUp.price, runnerUp.currency)})` : "없음"}\n`,
  );
  if (candidates.length > 0) {
    process.stdout.write("화면 가격 후보 (visible candidates):\n");
    for (const item of candidates) process.stdout.write(`  - ${item.text.padEnd(14)} 역할 ${item.role ?? "-"}  점수 ${item.score}\n`);
  }
  const plausible =
    currency === "KRW"
      ? checkPricePlausibility({ price, bounds: { minWon: getConfig().CRAWLER_PRICE_MIN_WON, maxWon: getConfig().CRAWLER_PRICE_MAX_WON } })
      : { ok: true as const };
  if (extraction.hold) process.stdout.write(`게시 불가: ${extraction.hold.code === "NOT_KRW" ? "원화가 아님" : extraction.hold.reason}\n`);
  else if (!plausible.ok) process.stdout.write(`게시 불가: ${plausible.reason}\n`);
  else process.stdout.write("게시 가능\n");
}

async function main() {
  const { target, selectors, allow, pageUrl, json } = parseCli();
  const page = await loadPage(target, allow, pageUrl);
  if ("error" in page) {
    process.stderr.write(`${page.error}\n`);
    process.exit(1);
  }
  const result = extractOffer({ html: page.html, url: page.url, selectors });
  const candidates = listVisibleCandidates({ html: page.html, url: page.url, selectors });
  if (!result.ok) {
    process.stderr.write(`추출 실패 [${result.code}]: ${result.reason}\n`);
    for (const item of candidates) process.stderr.write(`  - ${item.text.padEnd(14)} 역할 ${item.role ?? "-"}  점수 ${item.score}\n`);
    process.exit(1);
  }
  if (json) process.stdout.write(`${JSON.stringify(result.extraction, null, 2)}\n`);
  else printExtraction(result.extraction, candidates);
}

await main();
