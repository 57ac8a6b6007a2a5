import { describe, expect, it } from "vitest";
import { rememberPendingWish, takePendingWish } from "./pending-wish";

const storage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe("a wish carried through sign-in", () => {
  it("is finished at once only in the browser that tapped the heart", () => {
    const mine = storage();
    rememberPendingWish(mine, 42);
    const url = new URL("https://site.test/products/42?wish=42&x=1");
    expect(takePendingWish(url, mine)).toEqual({ productId: 42, confirmed: true });
    expect(url.search).toBe("?x=1");
    // Once: reloading the same link later asks.
    expect(takePendingWish(new URL("https://site.test/products/42?wish=42"), mine)).toEqual({ productId: 42, confirmed: false });
  });

  it("asks first for a ?wish= from a link (another browser, or another product than the one tapped)", () => {
    expect(takePendingWish(new URL("https://site.test/?wish=7"), storage())).toEqual({ productId: 7, confirmed: false });
    const mine = storage();
    rememberPendingWish(mine, 5);
    expect(takePendingWish(new URL("https://site.test/?wish=7"), mine)).toEqual({ productId: 7, confirmed: false });
    expect(takePendingWish(new URL("https://site.test/?wish=abc"), storage())).toBeNull();
    expect(takePendingWish(new URL("https://site.test/"), storage())).toBeNull();
  });
});
