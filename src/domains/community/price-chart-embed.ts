// A product's price chart (catalog's /products/<id>/chart.svg, the 퍼가기 image) shown in a post.

/** The only chart images a post may show: this site's own chart path, by product and period. */
export const PRICE_CHART_SRC = /^\/products\/\d+\/chart\.svg\?period=(30|90|365)$/;

const PERIODS = new Set(["30", "90", "365"]);

/**
 * The HTML a post embeds for what a member pasted (a product page's address, or its 퍼가기 code): the chart image over
 * the period it names (else 90 days), linked to the product's page, both on this site; null when it names no product.
 */
export function priceChartEmbedHtml(pasted: string): string | null {
  const product = /\/products\/(\d{1,9})(?=[/?#"'\s]|$)/.exec(pasted.trim());
  if (!product) return null;
  const period = /[?&]period=(\d+)/.exec(pasted)?.[1];
  const days = period && PERIODS.has(period) ? period : "90";
  const page = `/products/${Number(product[1])}`;
  return `<a href="${page}"><img src="${page}/chart.svg?period=${days}" alt="가격 변동 그래프 (최근 ${days}일, 배송비 포함 최저가)"></a>`;
}
