import { Badge } from "@/ui/admin/badge";
import { PlainTable, Td, Th } from "@/ui/admin/table-parts";
import type { UrlTestResult } from "../admin-crawl-actions";

const FIELD_LABELS: Record<string, string> = {
  title: "상품명",
  price: "판매가",
  priceFrom: "옵션 최저가 (~부터)",
  listPrice: "소비자가",
  currency: "통화",
  inStock: "재고",
  shippingFee: "배송비",
  freeShippingThreshold: "무료배송 기준",
  options: "옵션",
  imageUrl: "이미지",
  method: "추출 방법",
};

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "있음" : "없음";
  if (typeof value === "number") return value.toLocaleString("ko-KR");
  if (typeof value === "string") return value;
  return JSON.stringify(value);
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
        페이지를 가져오지 못했습니다: {fetch.reason}
        {fetch.status ? ` (HTTP ${fetch.status})` : ""}
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
        <Badge tone="green">추출 성공</Badge> HTTP {fetch.status} · {fetch.elapsedMs}ms · 방법 <b>{show(extraction.method)}</b>
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
                  <Td className="whitespace-nowrap text-gray-600">{FIELD_LABELS[key] ?? key}</Td>
                  <Td className="break-all" data-field={key}>
                    {key === "price" || key === "listPrice" || key === "shippingFee" || key === "freeShippingThreshold"
                      ? value == null
                        ? "—"
                        : `${show(value)}원`
                      : show(value)}
                  </Td>
                  <Td className="text-gray-500">{show(perField?.[key] ?? extraction.method)}</Td>
                </tr>
              ))}
          </tbody>
        </PlainTable>
      </div>
    </div>
  );
}
