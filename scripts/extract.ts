// Extracts a product offer from a saved page or a live URL, for operators checking a shop's markup:
//   npm run extract -- <file-or-url> [--selectors '{"price":".sell em"}'] [--allow 127.0.0.1:4001] [--url <page-url>]
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { decodeHtml, extractOffer, siteSelectorsSchema, type SiteSelectors } from "@/domains/crawler/extract";
import { createPoliteFetcher } from "@/domains/crawler/fetch";

const USAGE = `사용법: npm run extract -- <파일 또는 URL> [옵션]
  --selectors <json>   판매처 CSS 선택자 (예: '{"price":".goods-view .sell-price em"}')
  --allow <host:port>  사설 주소 차단에서 제외할 호스트 (여러 번 가능, 환경변수 CRAWLER_ALLOW_HOSTS도 사용)
  --url <url>          파일을 읽을 때 상대 경로 기준이 될 원래 페이지 주소`;

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
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (positionals.length !== 1) usageError("파일 또는 URL 하나를 지정해 주세요.");
    let selectors: SiteSelectors | undefined;
    if (values.selectors) {
      const parsed = siteSelectorsSchema.safeParse(JSON.parse(values.selectors));
      if (!parsed.success) usageError("--selectors 값이 올바르지 않습니다.");
      selectors = parsed.data;
    }
    return { target: positionals[0], selectors, allow: values.allow ?? [], pageUrl: values.url };
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

async function main() {
  const { target, selectors, allow, pageUrl } = parseCli();
  const page = await loadPage(target, allow, pageUrl);
  if ("error" in page) {
    process.stderr.write(`${page.error}\n`);
    process.exit(1);
  }
  const result = extractOffer({ html: page.html, url: page.url, selectors });
  if (!result.ok) {
    process.stderr.write(`추출 실패 [${result.code}]: ${result.reason}\n`);
    process.exit(1);
  }
  const { title, price, listPrice, currency, inStock, shippingFee, freeShippingThreshold, method } = result.extraction;
  process.stdout.write(
    `${JSON.stringify({ title, price, listPrice, currency, inStock, shippingFee, freeShippingThreshold, method }, null, 2)}\n`,
  );
}

await main();
