import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

/** The focused element in a few words (tag and name), for readable failures and order checks. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 24) ?? "";
    return `${el.tagName.toLowerCase()} ${name}`.trim();
  });
}

/** Whether the focused element draws a focus indicator now: an outline or a ring (box-shadow), under :focus-visible. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || !el.matches(":focus-visible")) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none";
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking each stop shows its focus;
 * answers the stops passed on the way. Fails when the target is never reached (a trap, or it is not focusable).
 */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const here = await focusedElement(page);
    expect(await focusIsVisible(page), `focus indicator on ${here}`).toBe(true);
    if (await isFocused(target)) return stops;
    stops.push(here);
  }
  throw new Error(`Tab did not reach the target in ${limit} presses: ${stops.join(" → ")}`);
}

/** Waits until `target` holds the focus (after a dialog or menu closes, say). */
export async function expectFocusOn(target: Locator) {
  await expect.poll(() => isFocused(target), { timeout: 5_000 }).toBe(true);
}
