import { describe, expect, it } from "vitest";
import { safeCallbackPath, safeRedirectUrl } from "./callback-url";

const baseUrl = "http://localhost:3000";

describe("safeRedirectUrl", () => {
  it("keeps same-origin paths and URLs", () => {
    expect(safeRedirectUrl({ url: "/profile?tab=1", baseUrl })).toBe("http://localhost:3000/profile?tab=1");
    expect(safeRedirectUrl({ url: "http://localhost:3000/products/3#offers", baseUrl })).toBe("http://localhost:3000/products/3#offers");
  });

  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "http://localhost:3001/",
    "javascript:alert(1)",
    "https://localhost:3000/",
    "http://localhost:3000.evil.example/",
  ])("sends %s home", (url) => {
    expect(safeRedirectUrl({ url, baseUrl })).toBe("http://localhost:3000");
  });

  it("gives a path for client navigation", () => {
    expect(safeCallbackPath({ url: "https://evil.example/profile", origin: baseUrl })).toBe("/");
    expect(safeCallbackPath({ url: "/wishlist?x=1", origin: baseUrl })).toBe("/wishlist?x=1");
    expect(safeCallbackPath({ url: null, origin: baseUrl })).toBe("/");
  });
});
