import { randomUUID } from "node:crypto";
import { validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as historyRoute, OPTIONS as historyPreflight } from "@/app/api/v1/products/[id]/history/route";
import { GET as productRoute } from "@/app/api/v1/products/[id]/route";
import { GET as productsRoute } from "@/app/api/v1/products/route";
import { GET as documentRoute } from "@/app/api/v1/openapi.json/route";
import { createApiKey, revokeApiKey } from "@/domains/accounts/api-keys";
import { createApiKeyAction, revokeApiKeyAction } from "@/domains/accounts/api-keys/api-key-actions";
import { listApiKeys } from "@/domains/accounts/api-keys/api-keys";
import { withdrawMember } from "@/domains/accounts/members/withdraw-member";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { resetConfigForTests } from "@/platform/config";
import { CLIENT_IP_HEADER } from "@/platform/rate-limit/client-ip";
import { setCompliancePreset } from "@/domains/settings/update-compliance-policy";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { requestCookies } from "../support/next-headers-mock";
import { createPricedProduct } from "../support/catalog-factories";
import { createManufacturer, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };
type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };

let address = 0;
/** A GET from an address of its own (unless `ip` is given), so the address limit of one test never spends another's. */
function call(
  route: Handler,
  path: string,
  { params = {}, headers = {}, ip }: { params?: Record<string, string>; headers?: Record<string, string>; ip?: string } = {},
) {
  const req = new NextRequest(`http://localhost:3000${path}`, {
    headers: { [CLIENT_IP_HEADER]: ip ?? `198.51.100.${++address % 250}-${address}`, ...headers },
  });
  return route(req, { params: Promise.resolve(params) });
}

function setEnv(env: Record<string, string>) {
  Object.assign(process.env, env);
  resetConfigForTests();
}

describeEachDatabase("the public API (/api/v1)", () => {
  let document: Document;
  let ajv: Ajv2020;
  let cheap: Awaited<ReturnType<typeof createPricedProduct>>;
  let dear: Awaited<ReturnType<typeof createPricedProduct>>;
  let withheld: Awaited<ReturnType<typeof createPricedProduct>>;
  let makerSlug: string;

  /** Checks a JSON answer against the document's schema for that path, method and status. */
  function expectDocumented(path: string, status: string, body: unknown) {
    const schema = document.paths[path]!.get!.responses[status]!.content!["application/json"]!.schema;
    const check = ajv.compile({ ...schema, components: document.components });
    expect(check(body), JSON.stringify(check.errors)).toBe(true);
  }

  beforeAll(async () => {
    setEnv({ ADULT_VERIFICATION: "notice" });
    // The Korean preset: nicotine liquids are withheld from every public surface, this API too.
    await setCompliancePreset({ actor: await createAdmin(), preset: "KR-2026-04-24" });
    const maker = await createManufacturer({ name: "공개API 제조사" });
    makerSlug = maker.slug;
    const free = await createSellerSite({ name: "무료배송몰", shippingFee: 0, freeShippingThreshold: null });
    const paid = await createSellerSite({ name: "유료배송몰", shippingFee: 3_000, freeShippingThreshold: null });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    cheap = await createPricedProduct({
      name: 'API 청포도, "쿨"',
      manufacturerId: maker.id,
      offers: [
        { price: 9_000, sellerSiteId: free.id, observedAt: tenDaysAgo },
        { price: 8_000, sellerSiteId: paid.id, observedAt: tenDaysAgo },
      ],
    });
    await recordOfferObservation({ offerId: cheap.offers[0]!.id, price: 8_500, inStock: true });
    // Confirmed today too (a price last seen ten days ago is stale: not buyable, no longer answering).
    await recordOfferObservation({ offerId: cheap.offers[1]!.id, price: 8_000, inStock: true });
    dear = await createPricedProduct({ name: "API 레몬", manufacturerId: maker.id, offers: [{ price: 20_000, sellerSiteId: free.id }] });
    withheld = await createPricedProduct({
      name: "API 니코틴",
      manufacturerId: maker.id,
      nicotineMg: 3,
      nicotineSource: "synthetic",
      offers: [{ price: 5_000 }],
    });
    document = (await (await call(documentRoute, "/api/v1/openapi.json")).json()) as Document;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
  });
  afterEach(() => {
    for (const name of ["ADULT_VERIFICATION", "API_RATE_LIMIT_PER_MINUTE", "API_KEY_RATE_LIMIT_PER_MINUTE"]) delete process.env[name];
    setEnv({ ADULT_VERIFICATION: "notice" });
  });

  it("publishes a valid OpenAPI 3.1 document describing every route", async () => {
    const response = await call(documentRoute, "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const raw = await response.json();
    expect(raw.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(raw));
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors)).toBe(true);
    expect(Object.keys(raw.paths).sort()).toEqual(["/openapi.json", "/products", "/products/{id}", "/products/{id}/history"]);
    const listParams = raw.paths["/products"].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(
      expect.arrayContaining(["maker", "tag", "cool", "form", "vg", "vol", "min", "max", "stock", "sort", "page", "limit", "format"]),
    );
    expectDocumented("/openapi.json", "200", raw);
  });

  it("answers a browser's CORS preflight, so a page elsewhere may send its key in a header", async () => {
    const preflight = await historyPreflight();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("X-Api-Key");
    const id = String(cheap.product.id);
    const answer = await call(historyRoute, `/api/v1/products/${id}/history`, { params: { id } });
    expect(answer.headers.get("access-control-expose-headers")).toContain("ETag");
  });

  it("lists products with the listing's filters and sorts, as the document says, leaving out what the policy withholds", async () => {
    const response = await call(productsRoute, `/api/v1/products?maker=${makerSlug}&sort=price`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = await response.json();
    expectDocumented("/products", "200", body);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([cheap.product.id, dear.product.id]);
    expect(body.items[0]).toMatchObject({ lowestTotalPrice: 8_500, url: `http://localhost:3000/products/${cheap.product.id}` });
    expect(body.items.some((p: { id: number }) => p.id === withheld.product.id)).toBe(false);

    const filtered = await (await call(productsRoute, `/api/v1/products?maker=${makerSlug}&max=10000&limit=1`)).json();
    expect(filtered).toMatchObject({ total: 1, limit: 1, page: 1, pageCount: 1 });
    expect(filtered.items.map((p: { id: number }) => p.id)).toEqual([cheap.product.id]);
    const both = await (
      await call(productsRoute, `/api/v1/products?maker=${makerSlug}&maker=no-such-maker&sort=price&inhalation=MTL`)
    ).json();
    expect(both.total).toBe(2);
  });

  it("answers the listing as CSV (format=csv or Accept: text/csv): UTF-8 with a BOM, a header row, one row a product", async () => {
    for (const [query, headers] of [
      ["&format=csv", {}],
      ["", { accept: "text/csv" }],
    ] as const) {
      const response = await call(productsRoute, `/api/v1/products?maker=${makerSlug}&sort=price${query}`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="products-page-1.csv"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
      expect(lines[0]).toBe(
        "id,name,manufacturer,inhalation,nicotine_form,nicotine_mg,volume_ml,lowest_total_price,lowest_price,price_per_ml,offer_count,in_stock_offer_count,low_30d,all_time_low,url",
      );
      expect(lines, lines.join("\n")).toHaveLength(3);
      expect(lines[1]).toMatch(new RegExp(`^${cheap.product.id},"API 청포도, ""쿨""",공개API 제조사,`));
      expect(lines[1]!.split(",").at(-8)).toBe("8500");
    }
  });

  it("answers one product with its buyable offers, cheapest all-in first, and 404 for a withheld or missing one", async () => {
    const response = await call(productRoute, `/api/v1/products/${cheap.product.id}`, { params: { id: String(cheap.product.id) } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expectDocumented("/products/{id}", "200", body);
    expect(
      body.offers.map((o: { shop: { name: string }; price: number; shipping: number; total: number }) => [
        o.shop.name,
        o.price,
        o.shipping,
        o.total,
      ]),
    ).toEqual([
      ["무료배송몰", 8_500, 0, 8_500],
      ["유료배송몰", 8_000, 3_000, 11_000],
    ]);
    expect(body.offers[0].buyUrl).toBe(`http://localhost:3000/go/${cheap.offers[0]!.id}`);
    expect(Date.parse(body.offers[0].checkedAt)).toBeGreaterThan(Date.now() - 60_000);

    // The same offers as CSV, a row each in the JSON's order.
    const csv = await call(productRoute, `/api/v1/products/${cheap.product.id}?format=csv`, { params: { id: String(cheap.product.id) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="product-${cheap.product.id}-offers.csv"`);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe("offer_id,shop,shop_slug,shop_verified,seller_title,price,shipping,total,per_ml,quantity,checked_at,buy_url");
    expect(
      rows
        .slice(1)
        .map((row) => row.split(","))
        .map((cells) => [Number(cells[0]), cells[1], ...cells.slice(5, 8).map(Number)]),
    ).toEqual(
      body.offers.map((o: { id: number; shop: { name: string }; price: number; shipping: number; total: number }) => [
        o.id,
        o.shop.name,
        o.price,
        o.shipping,
        o.total,
      ]),
    );

    await recordOfferObservation({ offerId: cheap.offers[1]!.id, price: 8_000, inStock: false });
    const soldOut = await (
      await call(productRoute, `/api/v1/products/${cheap.product.id}`, { params: { id: String(cheap.product.id) } })
    ).json();
    expect(soldOut.offers.map((o: { shop: { name: string } }) => o.shop.name)).toEqual(["무료배송몰"]);
    await recordOfferObservation({ offerId: cheap.offers[1]!.id, price: 8_000, inStock: true });

    for (const id of [String(withheld.product.id), "2147483647"]) {
      const missing = await call(productRoute, `/api/v1/products/${id}`, { params: { id } });
      expect(missing.status).toBe(404);
      const error = await missing.json();
      expectDocumented("/products/{id}", "404", error);
      expect(error).toEqual({ error: { code: "not_found", message: "없는 상품입니다." } });
    }
    const bad = await call(productRoute, "/api/v1/products/abc", { params: { id: "abc" } });
    expect(bad.status).toBe(400);
    expectDocumented("/products/{id}", "400", await bad.json());
  });

  it("answers the daily lows, overall and per shop, in JSON and CSV, and refuses a range the page does not offer", async () => {
    const id = String(cheap.product.id);
    const overall = await call(historyRoute, `/api/v1/products/${id}/history?days=30`, { params: { id } });
    expect(overall.status).toBe(200);
    const body = await overall.json();
    expectDocumented("/products/{id}/history", "200", body);
    expect(body.daily).toHaveLength(30);
    expect(body.shops).toBeUndefined();
    expect(body.daily.at(-1)).toMatchObject({ lowestTotal: 8_500, lowest: 8_000 });
    expect(body.daily.at(-11)).toMatchObject({ lowestTotal: 9_000, lowest: 8_000 });
    expect(body.daily[0]).toMatchObject({ lowestTotal: null, lowest: null });

    const byShop = await (await call(historyRoute, `/api/v1/products/${id}/history?days=90&by=shop`, { params: { id } })).json();
    expectDocumented("/products/{id}/history", "200", byShop);
    expect(byShop.daily).toHaveLength(90);
    expect(byShop.shops.map((s: { name: string }) => s.name)).toEqual(["무료배송몰", "유료배송몰"]);
    expect(byShop.shops[1].daily.at(-1)).toMatchObject({ lowestTotal: 11_000, lowest: 8_000 });

    const csv = await call(historyRoute, `/api/v1/products/${id}/history?days=30&format=csv`, { params: { id } });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("date,lowest_total,lowest");
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(`${body.to},8500,8000`);
    expect(lines[1]).toBe(`${body.from},,`);
    const shopCsv = await call(historyRoute, `/api/v1/products/${id}/history?days=30&by=shop`, {
      params: { id },
      headers: { accept: "text/csv" },
    });
    const shopLines = (await shopCsv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(shopLines[0]).toBe("date,shop_id,shop,lowest_total,lowest");
    expect(shopLines).toHaveLength(61);
    expect(shopLines.slice(-2).map((l) => l.split(",").slice(2).join(","))).toEqual(["무료배송몰,8500,8500", "유료배송몰,11000,8000"]);

    const wrong = await call(historyRoute, `/api/v1/products/${id}/history?days=7`, { params: { id } });
    expect(wrong.status).toBe(400);
    const error = await wrong.json();
    expectDocumented("/products/{id}/history", "400", error);
    expect(error.error).toEqual({
      code: "invalid_input",
      message: "입력값이 올바르지 않습니다: 기간(days)은 30, 90, 365 중 하나여야 합니다.",
      field: "days",
    });
    const withheldId = String(withheld.product.id);
    const hidden = await call(historyRoute, `/api/v1/products/${withheldId}/history`, { params: { id: withheldId } });
    expect(hidden.status).toBe(404);
    expectDocumented("/products/{id}/history", "404", await hidden.json());
  });

  it("revalidates by ETag (304 with If-None-Match) and changes the ETag at once when a price changes", async () => {
    const id = String(dear.product.id);
    const targets: Array<[Handler, string, Record<string, string>]> = [
      [productsRoute, `/api/v1/products?maker=${makerSlug}`, {}],
      [productRoute, `/api/v1/products/${id}`, { id }],
      [historyRoute, `/api/v1/products/${id}/history?days=90`, { id }],
    ];
    const etags: string[] = [];
    for (const [route, path, params] of targets) {
      const first = await call(route, path, { params });
      expect(first.headers.get("cache-control")).toBe("public, no-cache");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await call(route, path, { params, headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
      etags.push(etag);
    }
    await recordOfferObservation({ offerId: dear.offers[0]!.id, price: 18_000, inStock: true });
    for (const [i, [route, path, params]] of targets.entries()) {
      const changed = await call(route, path, { params, headers: { "if-none-match": etags[i]! } });
      expect(changed.status, path).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etags[i]);
      expect(JSON.stringify(await changed.json())).toContain("18000");
    }
  });

  it("limits an address (429 with Retry-After), gives a member's key its higher limit, and refuses a revoked key (401)", async () => {
    setEnv({ API_RATE_LIMIT_PER_MINUTE: "3", API_KEY_RATE_LIMIT_PER_MINUTE: "6" });
    // Its own address in each database's run: with REDIS_URL, both runs count in the one Redis.
    const ip = `203.0.113.77-${randomUUID()}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(productsRoute, "/api/v1/products", { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(productsRoute, "/api/v1/products", { ip });
    expect(limited.headers.get("ratelimit-limit")).toBe("3");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await limited.json();
    expectDocumented("/products", "429", error);
    expect(error.error.code).toBe("rate_limited");

    const member = await createMember();
    const { id: keyId, key } = await createApiKey({ userId: member.id, name: "블로그" });
    expect(key).toMatch(/^ap_live_[\w-]{43}$/);
    const withKey = [];
    for (let i = 0; i < 7; i++)
      withKey.push(
        (await call(productsRoute, "/api/v1/products", { ip, headers: i % 2 ? { "x-api-key": key } : { authorization: `Bearer ${key}` } }))
          .status,
      );
    expect(withKey).toEqual([200, 200, 200, 200, 200, 200, 429]);

    const other = await createApiKey({ userId: member.id, name: "대시보드" });
    const ok = await call(productRoute, `/api/v1/products/${dear.product.id}`, {
      params: { id: String(dear.product.id) },
      headers: { "x-api-key": other.key },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("ratelimit-limit")).toBe("6");
    await revokeApiKey({ userId: member.id, id: other.id });
    const revoked = await call(productRoute, `/api/v1/products/${dear.product.id}`, {
      params: { id: String(dear.product.id) },
      headers: { "x-api-key": other.key },
    });
    expect(revoked.status).toBe(401);
    const refusal = await revoked.json();
    expectDocumented("/products/{id}", "401", refusal);
    expect(refusal.error.code).toBe("invalid_api_key");
    expect((await call(productsRoute, "/api/v1/products", { headers: { authorization: "Bearer ap_live_made-up" } })).status).toBe(401);
    expect(keyId).not.toBe(other.id);
  });

  it("caps a member at five live keys and removes their keys when they withdraw", async () => {
    const member = await createMember();
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push(await createApiKey({ userId: member.id, name: `키 ${i}` }));
    await expect(createApiKey({ userId: member.id, name: "여섯째" })).rejects.toMatchObject({ code: "too_many_api_keys" });
    await revokeApiKey({ userId: member.id, id: keys[0]!.id });
    const sixth = await createApiKey({ userId: member.id, name: "여섯째" });
    await expect(revokeApiKey({ userId: (await createMember()).id, id: sixth.id })).rejects.toMatchObject({ status: 404 });
    await withdrawMember({ userId: member.id, password: "test-pass-2026" });
    const after = await call(productsRoute, "/api/v1/products", { headers: { "x-api-key": sixth.key } });
    expect(after.status).toBe(401);
  });

  it("lets a signed-in member create (the key shown once), list and revoke keys from /profile's actions, and no one else", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member);
    requestCookies.set(cookie.name, cookie.value);
    try {
      const created = await createApiKeyAction({ name: "  엑셀 시트 " });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      const [listed] = await listApiKeys({ userId: member.id });
      expect(listed).toMatchObject({
        id: created.data.id,
        name: "엑셀 시트",
        hint: `ap_live_…${created.data.key.slice(-4)}`,
        revokedAt: null,
      });
      expect(JSON.stringify(listed)).not.toContain(created.data.key);
      const id = String(dear.product.id);
      expect(
        (await call(productRoute, `/api/v1/products/${id}`, { params: { id }, headers: { "x-api-key": created.data.key } })).status,
      ).toBe(200);
      expect((await listApiKeys({ userId: member.id }))[0]!.lastUsedAt).not.toBeNull();
      expect(await createApiKeyAction({ name: "" })).toMatchObject({ ok: false, error: { message: "키 이름을 입력해 주세요." } });
      expect(await revokeApiKeyAction({ id: created.data.id })).toEqual({ ok: true, data: null });
      expect(
        (await call(productRoute, `/api/v1/products/${id}`, { params: { id }, headers: { "x-api-key": created.data.key } })).status,
      ).toBe(401);
    } finally {
      requestCookies.clear();
    }
    expect(await createApiKeyAction({ name: "방문자" })).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  describe("under ADULT_VERIFICATION=identity", () => {
    it("refuses the data routes with 403 adult_verification_required (Korean), keeps the document open, admits a verified adult's key", async () => {
      setEnv({ ADULT_VERIFICATION: "identity" });
      const id = String(cheap.product.id);
      const routes: Array<[Handler, string, string, Record<string, string>]> = [
        [productsRoute, "/products", "/api/v1/products", {}],
        [productRoute, "/products/{id}", `/api/v1/products/${id}`, { id }],
        [historyRoute, "/products/{id}/history", `/api/v1/products/${id}/history`, { id }],
      ];
      const unverified = await createApiKey({ userId: (await createMember()).id, name: "미인증" });
      const adult = await createMember({ identityVerifiedAt: new Date(), identityAdult: true });
      const verified = await createApiKey({ userId: adult.id, name: "인증됨" });
      for (const [route, documented, path, params] of routes) {
        for (const headers of [{}, { "x-api-key": unverified.key }] as Array<Record<string, string>>) {
          const response = await call(route, path, { params, headers });
          expect(response.status).toBe(403);
          const body = await response.json();
          expectDocumented(documented, "403", body);
          expect(body.error.code).toBe("adult_verification_required");
          expect(body.error.message).toMatch(/본인인증/);
        }
        const admitted = await call(route, path, { params, headers: { "x-api-key": verified.key } });
        expect(admitted.status).toBe(200);
        expect(admitted.headers.get("cache-control")).toBe("private, no-cache");
      }
      expect((await call(documentRoute, "/api/v1/openapi.json")).status).toBe(200);
    });
  });
});
