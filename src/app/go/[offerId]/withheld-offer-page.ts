/**
 * 410 Gone for a shop link the compliance policy withholds (a nicotine liquid under KR-2026-04-24): a small Korean
 * page, never the shop's address. The link comes back when the policy allows comparing the product again.
 */
export function withheldOfferPage(): Response {
  const body =
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>판매처로 연결할 수 없습니다</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.6">` +
    `<h1 style="font-size:1.25rem">판매처로 연결할 수 없습니다</h1>` +
    `<p>이 상품은 현재 운영 정책에 따라 온라인 가격 비교와 판매처 연결을 하지 않습니다. ` +
    `니코틴이 든 액상은 2026년 4월 24일부터 담배로 분류되어 온라인으로 판매하거나 광고할 수 없습니다.</p>` +
    `<p><a href="/">홈으로 가기</a></p></body></html>`;
  return new Response(body, {
    status: 410,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" },
  });
}
