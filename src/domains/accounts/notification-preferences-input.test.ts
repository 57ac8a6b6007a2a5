import { describe, expect, it } from "vitest";
import { notificationPreferencesInput } from "./account-rules";
import { channelChosen } from "./notification-kinds";

describe("the 알림 설정 form", () => {
  it("reads checked kinds, the push switch and per kind the checked channels; an unchecked box is off", () => {
    const parsed = notificationPreferencesInput.parse({
      kinds: ["price_drop", "all_time_low"],
      push: "on",
      "channel:price_drop": ["push", "webhook"],
      "channel:all_time_low": "kakao",
    });
    expect(parsed.kinds).toEqual({
      price_drop: true,
      all_time_low: true,
      back_in_stock: false,
      target_price: false,
      saved_search: false,
      community: false,
    });
    expect(parsed.channels.price_drop).toEqual({ push: true, kakao: false, webhook: true });
    expect(parsed.channels.all_time_low).toEqual({ push: false, kakao: true, webhook: false });
    expect(channelChosen(parsed, "all_time_low", "kakao")).toBe(true);
    expect(channelChosen(parsed, "all_time_low", "push")).toBe(false);
    expect(channelChosen(parsed, "back_in_stock", "webhook")).toBe(false); // the kind itself is off
  });

  it("counts a kind or channel the member never saw (a newer one) as on, and push off as off everywhere", () => {
    const stored = { kinds: { price_drop: true } as never, push: false };
    expect(channelChosen(stored, "all_time_low", "kakao")).toBe(true);
    expect(channelChosen(stored, "price_drop", "push")).toBe(false);
    expect(channelChosen(undefined, "price_drop", "kakao")).toBe(false); // withdrawn or banned
  });

  it("refuses a kind it does not know", () => {
    expect(notificationPreferencesInput.safeParse({ kinds: ["lottery"] }).success).toBe(false);
  });
});
