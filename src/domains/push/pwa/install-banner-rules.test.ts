import { describe, expect, it } from "vitest";
import { INSTALL_DISMISSED_AT_KEY, INSTALLED_KEY, installBannerAllowed, isIosSafari } from "./install-banner-rules";

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe("install banner rules", () => {
  it("knows iOS Safari from iOS Chrome/Firefox and desktop Safari", () => {
    expect(
      isIosSafari(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
    expect(
      isIosSafari("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15"),
    ).toBe(false);
  });

  it("stays away for 86400000 ms after a dismissal and for good once installed", () => {
    const dismissedAt = 1_000_000;
    expect(installBannerAllowed({ storage: storage({}), now: dismissedAt })).toBe(true);
    expect(
      installBannerAllowed({ storage: storage({ [INSTALL_DISMISSED_AT_KEY]: String(dismissedAt) }), now: dismissedAt + 86_399_999 }),
    ).toBe(false);
    expect(
      installBannerAllowed({ storage: storage({ [INSTALL_DISMISSED_AT_KEY]: String(dismissedAt) }), now: dismissedAt + 86_400_000 }),
    ).toBe(true);
    expect(installBannerAllowed({ storage: storage({ [INSTALLED_KEY]: "true" }), now: dismissedAt })).toBe(false);
  });
});
