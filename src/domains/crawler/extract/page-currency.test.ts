import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";
import { indexPage } from "@/domains/crawler/extract/page-index";
import { countryOfHost, pageLocale } from "@/domains/crawler/extract/page-locale";

const currencyOf = (html: string, url = "https://shop.example/p/1") => {
  const $ = load(html);
  return pageCurrency({ $, index: indexPage($), url });
};

describe("a page's currency", () => {
  it("comes from the page: meta, then the signs beside its prices, then the host, then lang", () => {
    const product = `<h1>Pod</h1><p class="price">12,50 €</p><button>Add to cart</button>`;
    expect(currencyOf(`<meta property="product:price:currency" content="GBP">${product}`)).toBe("GBP");
    expect(currencyOf(`<html lang="en-US"><body>${product}</body></html>`)).toBe("EUR");
    expect(currencyOf(`<h1>Pod</h1><p>12.50</p>`, "https://shop.example.co.uk/p")).toBe("GBP");
    expect(currencyOf(`<html lang="es-CL"><h1>Pod</h1></html>`)).toBe("CLP");
  });

  it("is KRW for a Korean page only, and unknown when nothing says", () => {
    expect(currencyOf(`<html lang="en"><title>망고 솔트 30ml</title><h1>망고 솔트</h1></html>`)).toBe("KRW");
    expect(currencyOf(`<h1>Coil pack</h1><p>12.50</p>`)).toBeNull();
  });

  it("reads the host's country and gives a region to a lang without one", () => {
    expect(countryOfHost("https://a.example.com.tw/x")).toBe("TW");
    expect(countryOfHost("https://a.example.uk/x")).toBe("GB");
    expect(countryOfHost("https://a.example/x")).toBeNull();
    const $ = load(`<html lang="es"><body></body></html>`);
    expect(pageLocale(indexPage($), "https://tienda.example.cl/p")).toBe("es-CL");
  });
});
