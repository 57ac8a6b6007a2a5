import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, openBrowserPerFile, tileProductIds } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

/**
 * Records every call that makes the browser load a locale's ICU data (collation, number and date formats): on a phone
 * the first one of a page costs 50–70 ms of a 4× slowed main thread. A string, not a function, so the test runner's
 * transpiled helpers never reach the page.
 */
const RECORD_LOCALE_CALLS = `(() => {
  const calls = (window.__localeCalls = []);
  const record = (owner, name, label) => {
    const original = owner[name];
    owner[name] = function (...args) {
      calls.push(label);
      return original.apply(this, args);
    };
  };
  record(String.prototype, "localeCompare", "String#localeCompare");
  record(Number.prototype, "toLocaleString", "Number#toLocaleString");
  for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) record(Date.prototype, name, "Date#" + name);
  for (const name of ["Collator", "NumberFormat", "DateTimeFormat", "RelativeTimeFormat", "PluralRules", "ListFormat"]) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, {
      construct(target, args) {
        calls.push("Intl." + name);
        return Reflect.construct(target, args);
      },
    });
  }
})();`;

/**
 * Every element (and its ::before and ::after) whose computed style paints an SVG image: a data-URL SVG in a mask or a
 * background is an image document of its own, built while the page's styles are computed (docs/decisions/main-thread.md,
 * seventh round). A string, for the reason above.
 */
const SVG_IMAGE_PAINTERS = `(() => {
  const painters = [];
  const properties = ["maskImage", "webkitMaskImage", "backgroundImage", "listStyleImage", "borderImageSource"];
  for (const element of document.querySelectorAll("*")) {
    for (const pseudo of [null, "::before", "::after"]) {
      const style = getComputedStyle(element, pseudo);
      for (const property of properties) {
        const value = style[property];
        if (value && /url\\([^)]*(svg\\+xml|\\.svg)/i.test(value)) painters.push(element.tagName.toLowerCase() + "." + element.getAttribute("class") + (pseudo ?? "") + " " + property);
      }
    }
  }
  return [...new Set(painters)];
})()`;

/**
 * Records, for the session read and the page-view beacon, whether each started inside a timer task (a setTimeout
 * callback) or elsewhere. A page's hydration runs its passive effects outside any timer task (Next's own popstate
 * listener is registered there), so "own task" means the request waited a task after the hydration's
 * (`useEffectInOwnTask`) rather than lengthening it. A string, for the reason above.
 */
const RECORD_LOAD_REQUESTS = `(() => {
  const started = (window.__loadRequests = []);
  let inTimer = false;
  const setTimeoutOriginal = window.setTimeout;
  window.setTimeout = function (callback, ...rest) {
    if (typeof callback !== "function") return setTimeoutOriginal.call(this, callback, ...rest);
    const timed = function (...args) {
      inTimer = true;
      try {
        return callback.apply(this, args);
      } finally {
        inTimer = false;
      }
    };
    return setTimeoutOriginal.call(this, timed, ...rest);
  };
  const where = () => (inTimer ? "own task" : "other");
  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    if (String(input instanceof Request ? input.url : input).includes("/api/auth/session")) started.push("session " + where());
    return fetchOriginal.call(this, input, init);
  };
  const beaconOriginal = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    started.push("beacon " + where());
    return beaconOriginal(url, data);
  };
})();`;

async function catalogueSample(page: import("playwright-core").Page): Promise<string[]> {
  await page.goto("/deals");
  // Deals have a price history long enough for the product page's 평소 가격 line, the range formatted on hydration.
  const products = (await tileProductIds(page)).slice(0, 4).map((id) => `/products/${id}`);
  expect(products.length).toBeGreaterThan(0);
  return ["/", "/mouth-inhalation", "/lung-inhalation", "/deals", "/ranking", "/community", "/search?q=레몬", ...products];
}

describe("a catalogue page's main thread", () => {
  it("loads and hydrates without loading locale data: prices grouped and names ordered by our own code", async () => {
    const page = await browser.adultPage(PHONE);
    await page.context().addInitScript(RECORD_LOCALE_CALLS);
    const paths = await catalogueSample(page);
    const calls: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const made = await page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls);
      if (made.length) calls[path] = made;
    }
    expect(calls).toEqual({});
  });

  it("reads the session and sends the page view a task after the hydration's, not inside it", async () => {
    const page = await browser.adultPage(PHONE);
    await page.context().addInitScript(RECORD_LOAD_REQUESTS);
    await page.goto("/mouth-inhalation");
    const product = `/products/${(await tileProductIds(page))[0]}`;
    const started: Record<string, string[]> = {};
    for (const path of ["/", "/mouth-inhalation", product]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      started[path] = await page.evaluate(() => (window as unknown as { __loadRequests: string[] }).__loadRequests);
    }
    expect(started).toEqual({
      "/": ["session own task", "beacon own task"],
      "/mouth-inhalation": ["session own task", "beacon own task"],
      [product]: ["session own task", "beacon own task"],
    });
  });

  it("paints no SVG image from its styles: hearts, stars and the header's magnifier are inline SVG or drawn boxes", async () => {
    const page = await browser.adultPage(PHONE);
    // A filter on, so the listing shows its chips (✕) as well as the view switch's icons.
    const paths = [...(await catalogueSample(page)), "/mouth-inhalation?tag=과일", "/no-such-page"];
    const painters: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const found = (await page.evaluate(SVG_IMAGE_PAINTERS)) as string[];
      if (found.length) painters[path] = found;
    }
    expect(painters).toEqual({});
  });
});
