import { describe, expect, it } from "vitest";
import { helpAfterEnrolment, PUSH_HELP, pushBlocker } from "./push-help";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe("pushBlocker", () => {
  it("an iPhone outside the installed app is told to add the site to the home screen first", () => {
    expect(pushBlocker({ supported: false, permission: null, userAgent: IPHONE, standalone: false })).toBe("ios-not-installed");
    expect(PUSH_HELP["ios-not-installed"]).toContain("iPhone은 홈 화면에 추가한 뒤 알림을 켤 수 있어요");
  });

  it("the installed iPhone app, and other browsers, depend on support and permission", () => {
    expect(pushBlocker({ supported: true, permission: "default", userAgent: IPHONE, standalone: true })).toBeNull();
    expect(pushBlocker({ supported: false, permission: null, userAgent: CHROME, standalone: false })).toBe("no-support");
    expect(pushBlocker({ supported: true, permission: "denied", userAgent: CHROME, standalone: false })).toBe("blocked");
    expect(pushBlocker({ supported: true, permission: "granted", userAgent: CHROME, standalone: false })).toBeNull();
  });
});

describe("helpAfterEnrolment", () => {
  it("says what to do after each failed outcome, nothing after success", () => {
    expect(helpAfterEnrolment("success")).toBeNull();
    expect(helpAfterEnrolment("in-progress")).toBeNull();
    expect(helpAfterEnrolment("permission-denied")).toBe(PUSH_HELP.blocked);
    expect(helpAfterEnrolment("browser-no-support")).toBe(PUSH_HELP["no-support"]);
    expect(helpAfterEnrolment("subscription-error")).toBe(PUSH_HELP.failed);
  });
});
