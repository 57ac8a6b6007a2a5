import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { DemoSellerSite } from "@/demo/catalog-model";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import { ownDemoShopPort, SERVED_DEMO_SHOPS } from "./demo-shop-origins";
import { answerWithFault, isDemoFault, restateStructuredPrice, type DemoFault } from "./faults";
import { answerPriceControl, overrideKey, PRICE_CONTROL_PATH, withOverride, type PriceOverrides } from "./price-control";
import { renderShopPage, utf8, type RenderedPage } from "./render-shop-page";
import { demoListPaths, demoShopIndex, type ShopIndex } from "./shop-pages";
import { renderListPage } from "./templates/list-page";
import { esc } from "./templates/page-kit";
import { unseededShopIndex } from "./unseeded-shop-pages";

export const DEMO_ROBOTS_TXT = `User-agent: *
Disallow: /*/member/
Disallow: /*/order/
Disallow: /*/private/

User-agent: BadBot
Disallow: /
`;

export type DemoShopServerOptions = {
  port?: number;
  host?: string;
  /** The clock prices are read at; tests move it to make prices change. */
  now?: () => Date;
  robotsTxt?: string;
  /** Answer robots.txt with this status instead (RFC 9309: 5xx means "disallow all"). */
  robotsStatus?: number;
  /** Where the `redirect-internal` fault points (a loopback port that is not allow-listed). */
  redirectPort?: number;
  /** Accept `POST /_control/price` (from loopback) to set a page's price until restart: the demo's "watch it happen". */
  priceControl?: boolean;
  /** Also serve on each shop's own port (`ownDemoShopPort`), so a crawler meets one host per shop. */
  ownShopPorts?: boolean;
};

export type DemoShopServer = {
  url: string;
  port: number;
  /** Makes every request whose path (query included, fault parameters excluded) starts with `path` misbehave; null clears. */
  setFault: (path: string, fault: DemoFault | null) => void;
  stats: { requests: number; inFlight: number; maxInFlight: number; userAgents: Set<string> };
  close: () => Promise<void>;
};

const listen = (server: Server, port: number, host = "127.0.0.1") =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

const FAULT_PARAMS = ["fault", "delay", "retry"];
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

function shopHome(site: DemoSellerSite, prefix: string): RenderedPage {
  const lists = demoListPaths(site.platform);
  return utf8(
    `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>${esc(site.name)}</title></head><body><h1>${esc(site.name)}</h1><ul><li><a href="${prefix}${lists.MTL}">입호흡 액상</a></li><li><a href="${prefix}${lists.DL}">폐호흡 액상</a></li></ul></body></html>`,
  );
}

/**
 * The demo shops: one HTTP server that serves every demo shop under `/{shop-slug}/…` with pages in
 * its platform's markup, prices and stock from the demo catalogue at `now()`, category pages
 * (with a few products the catalogue lacks), robots.txt, and faults on request for tests; and the one shop the
 * catalogue lacks altogether (베이프스퀘어, unseeded-shop-model.ts), for an admin to add.
 */
export async function startDemoShopServer(options: DemoShopServerOptions = {}): Promise<DemoShopServer> {
  const now = options.now ?? (() => new Date());
  const index = new Map<string, ShopIndex>([...demoShopIndex(), [DEMO_UNSEEDED_SHOP.slug, unseededShopIndex()]]);
  const faults = new Map<string, DemoFault>();
  const overrides: PriceOverrides = new Map();
  const seen = new Map<string, number>();
  const pending = new Set<(done: boolean) => void>();
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0, userAgents: new Set<string>() };
  let port = 0;

  const wait = (ms: number, req: IncomingMessage) =>
    new Promise<boolean>((resolve) => {
      const finish = (done: boolean) => {
        clearTimeout(timer);
        pending.delete(finish);
        resolve(done);
      };
      const timer = setTimeout(() => finish(true), ms);
      pending.add(finish);
      req.socket.once("close", () => finish(false));
    });

  const send = (res: ServerResponse, status: number, page: RenderedPage | null, text = "") => {
    if (res.destroyed) return;
    const body = page?.body ?? Buffer.from(text, "utf8");
    res.writeHead(status, {
      "content-type": page?.contentType ?? "text/plain; charset=utf-8",
      "content-length": body.length,
      "cache-control": "no-store",
    });
    res.end(body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://demo.invalid");
    const params = new URLSearchParams(url.search);
    for (const name of FAULT_PARAMS) url.searchParams.delete(name);
    const path = `${url.pathname}${url.search}`;
    if (options.priceControl && url.pathname === PRICE_CONTROL_PATH) return answerPriceControl(req, res, overrides);
    if (path === "/robots.txt") {
      if (options.robotsStatus) return send(res, options.robotsStatus, null, "unavailable");
      return send(res, 200, null, options.robotsTxt ?? DEMO_ROBOTS_TXT);
    }

    const requested = params.get("fault");
    const fault = isDemoFault(requested) ? requested : [...faults].find(([prefix]) => path.startsWith(prefix))?.[1];
    if (fault) {
      const key = `${fault} ${path}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const answered = await answerWithFault(fault, {
        req,
        res,
        params,
        redirectPort: options.redirectPort ?? (port === 65535 ? 1 : port + 1),
        seen: seen.get(key)!,
        wait: (ms) => wait(ms, req),
      });
      if (answered || res.destroyed) return;
    }

    const [, slug = "", ...rest] = url.pathname.split("/");
    const shop = index.get(slug);
    if (!shop)
      return send(
        res,
        url.pathname === "/" ? 200 : 404,
        utf8(
          `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>데모 쇼핑몰</title></head><body><ul>${SERVED_DEMO_SHOPS.map((s) => `<li><a href="/${s.slug}/">${esc(s.name)}</a>${s === DEMO_UNSEEDED_SHOP ? " (카탈로그에 없음: /admin에서 추가해 보세요)" : ""}</li>`).join("")}</ul></body></html>`,
        ),
      );
    const prefix = `/${slug}`;
    const inShop = `/${rest.join("/")}${url.search}`;
    const at = now();
    if (inShop === "/" || inShop === "/index.html") return send(res, 200, shopHome(shop.site, prefix));
    if (inShop.startsWith("/images/")) return send(res, 200, { body: GIF, contentType: "image/gif" });

    const lists = demoListPaths(shop.site.platform);
    const kind = inShop === lists.MTL ? "MTL" : inShop === lists.DL ? "DL" : null;
    if (kind) {
      const items = shop.pages
        .filter((p) => p.inhalation === kind)
        .map((page) => ({ page, price: withOverride(page.priceAt(at), overrides.get(`${prefix}${page.path}`)) }));
      return send(
        res,
        200,
        utf8(renderListPage({ title: kind === "MTL" ? "입호흡 액상" : "폐호흡 액상", shopName: shop.site.name, prefix, items })),
      );
    }

    const page = shop.byPath.get(inShop);
    if (!page)
      return send(
        res,
        404,
        utf8(
          '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>없는 페이지</title></head><body><p>요청하신 페이지를 찾을 수 없습니다.</p></body></html>',
        ),
      );
    const price = withOverride(page.priceAt(at), overrides.get(overrideKey(path)));
    const shown = fault === "price-crash" ? { ...price, price: Math.max(100, Math.round((price.price * 0.2) / 100) * 100) } : price;
    const rendered = renderShopPage({ shop, page, price: shown, prefix, origin: `http://${req.headers.host ?? `127.0.0.1:${port}`}` }, at);
    if (fault === "stale-structured-price" && rendered.contentType.includes("utf-8"))
      rendered.body = Buffer.from(restateStructuredPrice(rendered.body.toString("utf8"), shown.price), "utf8");
    send(res, 200, rendered);
  }

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    stats.requests++;
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    if (req.headers["user-agent"]) stats.userAgents.add(req.headers["user-agent"]);
    res.once("close", () => stats.inFlight--);
    handle(req, res).catch(() => send(res, 500, null, "demo shop error"));
  };
  const server = createServer(serve);
  await listen(server, options.port ?? 0, options.host);
  port = (server.address() as { port: number }).port;
  const shopServers = options.ownShopPorts ? SERVED_DEMO_SHOPS.map(() => createServer(serve)) : [];
  try {
    for (const [i, shopServer] of shopServers.entries()) await listen(shopServer, ownDemoShopPort(port, i), options.host);
  } catch (err) {
    for (const other of [server, ...shopServers]) other.close();
    throw err;
  }
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";

  return {
    url: `http://${host}:${port}`,
    port,
    stats,
    setFault: (path, fault) => (fault ? faults.set(path, fault) : faults.delete(path)),
    close: async () => {
      for (const finish of [...pending]) finish(false);
      await Promise.all(
        [server, ...shopServers].map((each) => {
          const closed = new Promise<void>((resolve) => each.close(() => resolve()));
          each.closeAllConnections();
          return closed;
        }),
      );
    },
  };
}
