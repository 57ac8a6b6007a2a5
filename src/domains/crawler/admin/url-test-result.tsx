import { extractionMethodLabel } from "@/domains/catalog/labels";
import { Badge } from "@/ui/admin/badge";
import { PlainTable, Td, Th } from "@/ui/admin/table-parts";
import type { UrlTestResult } from "./admin-crawl-actions";
import type { Extraction } from "../extraction-types";

const FIELD_LABELS: Record<string, string> = {
  title: "상품명",
  price: "판매가",
  priceText: "페이지에 적힌 가격",
  priceFrom: "옵션 최저가 (~부터)",
  listPrice: "소비자가",
  currency: "통화",
  inStock: "재고",
  shippingFee: "배송비",
  freeShippingThreshold: "무료배송 기준",
  options: "옵션",
  imageUrl: "이미지",
  method: "추출 방법",
  runnerUp: "두 번째 후보 가격",
  hold: "보류 사유",
};
const WON_FIELDS = new Set(["price", "listPrice", "shippingFee", "freeShippingThreshold"]);

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "있음" : "없음";
  if (typeof value === "number") return value.toLocaleString("ko-KR");
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A field's value as people read it: won amounts, options and candidates spelled out, a hold by its reason. */
function showField(key: string, value: unknown): string {
  if (value == null) return "—";
  if (WON_FIELDS.has(key)) return `${show(value)}원`;
  if (key === "options") {
    const options = value as Extraction["options"];
    return options.length ? options.map((option) => `${option.name} ${show(option.price)}원`).join(", ") : "없음";
  }
  if (key === "runnerUp") return (value as NonNullable<Extraction["runnerUp"]>).text;
  if (key === "hold") return (value as NonNullable<Extraction["hold"]>).reason;
  return show(value);
}

/** The fetch's failure reason, with the HTTP status once (the reason may already say it). */
function fetchFailure(fetch: UrlTestResult["fetch"]): string {
  const status = fetch.status ? `HTTP ${fetch.status}` : null;
  return status && !fetch.reason?.includes(status) ? `${fetch.reason} (${status})` : (fetch.reason ?? "");
}

/**
 * What "URL 테스트" found: the fetch, then every field of the extraction with its value and, where the
 * result carries one per field, the method that found it. Rendered from the result itself, so fields the
 * extractor adds later show up here without a change.
 */
export function UrlTestResultView({ test }: { test: UrlTestResult }) {
  const { fetch, result } = test;
  if (!fetch.ok)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        페이지를 가져오지 못했습니다: {fetchFailure(fetch)}
      </p>
    );
  if (!result?.ok)
    return (
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
        가져왔지만 추출하지 못했습니다: {result?.reason} (HTTP {fetch.status}, {fetch.elapsedMs}ms)
      </p>
    );
  const extraction = result.extraction as Record<string, unknown>;
  const perField = (extraction.methods ?? extraction.witnesses) as Record<string, unknown> | undefined;
  return (
    <div className="space-y-2" data-testid="url-test-result">
      <p className="text-sm text-gray-600">
        <Badge tone="green">추출 성공</Badge> HTTP {fetch.status} · {fetch.elapsedMs}ms · 방법{" "}
        <b>{extractionMethodLabel(extraction.method as string)}</b>
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <PlainTable className="min-w-0">
          <thead>
            <tr>
              <Th>항목</Th>
              <Th>값</Th>
              <Th>찾은 방법</Th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(extraction)
              .filter(([key]) => key !== "method" && key !== "methods" && key !== "witnesses")
              .map(([key, value]) => (
                <tr key={key}>
                  <Td className="whitespace-nowrap text-gray-600">{FIELD_LABELS[key] ?? "기타 항목"}</Td>
                  <Td className="break-all" data-field={key}>
                    {showField(key, value)}
                  </Td>
                  <Td className="text-gray-500">{extractionMethodLabel(String(perField?.[key] ?? extraction.method))}</Td>
                </tr>
              ))}
          </tbody>
        </PlainTable>
      </div>
    </div>
  );
}
