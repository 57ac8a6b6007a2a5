import { CHART_IMAGE_SIZE } from "./chart-style";
import { escapeMarkup } from "./escape-markup";
import { historyRangeLabel, type HistoryRange } from "./history-ranges";

/**
 * The HTML to paste elsewhere (a blog, a forum): the product's chart image over `range`, linked back to its page,
 * both absolute on `baseUrl` (BASE_URL), its alt text in Korean with the product's name.
 */
export function chartEmbedSnippet({
  baseUrl,
  productId,
  name,
  range,
}: {
  baseUrl: string;
  productId: number;
  name: string;
  range: HistoryRange;
}) {
  const page = `${baseUrl}/products/${productId}`;
  const alt = `${name} 최근 ${historyRangeLabel(range)} 가격 변동 그래프 (배송비 포함 최저가)`;
  const { width, height } = CHART_IMAGE_SIZE;
  return `<a href="${escapeMarkup(page)}"><img src="${escapeMarkup(`${page}/chart.svg?period=${range}`)}" width="${width}" height="${height}" alt="${escapeMarkup(alt)}"></a>`;
}
