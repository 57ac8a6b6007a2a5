import { inject } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../support/browser";

export const baseUrl = () => inject("baseUrl");

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A browser for one test file; each test opens its own context (cookies, storage) from it. */
export function openBrowserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  return {
    start: async () => {
      browser = await launchChromium();
    },
    stop: async () => {
      await browser?.close();
    },
    page: async (viewport: { width: number; height: number } = DESKTOP): Promise<Page> => {
      const context = await browser!.newContext({ viewport, locale: "ko-KR", timezoneId: "Asia/Seoul", baseURL: baseUrl() });
      contexts.push(context);
      return context.newPage();
    },
  };
}
