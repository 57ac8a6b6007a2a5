import type { PushEnrolmentOutcome } from "./push-enrolment";

/** Why push cannot work on this browser, as far as the page can tell before asking. */
export type PushBlocker = "ios-not-installed" | "no-support" | "blocked";

/** What the /profile switch says where push cannot work, or after an enrolment failed: why, and what to do. */
export const PUSH_HELP: Record<PushBlocker | "failed", string> = {
  "ios-not-installed":
    "iPhone은 홈 화면에 추가한 뒤 알림을 켤 수 있어요. Safari 아래쪽의 공유 버튼 → '홈 화면에 추가'를 누른 뒤, 홈 화면의 앱에서 다시 켜 주세요.",
  "no-support":
    "이 브라우저는 푸시 알림을 지원하지 않아요. Chrome·Edge·Firefox나 Mac의 Safari 최신 버전에서 켤 수 있고, 새 알림은 언제든 종 아이콘에서 볼 수 있어요.",
  blocked: "이 사이트의 알림 권한이 허용되지 않았어요. 주소창 왼쪽의 사이트 설정에서 알림을 '허용'으로 바꾼 뒤 다시 켜 주세요.",
  failed:
    "이 기기에서 알림을 켜지 못했어요. 잠시 후 다시 켜 보시고, 계속 안 되면 브라우저의 사이트 설정에서 알림이 허용되어 있는지 확인해 주세요.",
};

/** Safari on an iPhone or iPad outside an installed home-screen app, where Apple offers no push at all. */
export function isIosOutsideInstalledApp({ userAgent, standalone }: { userAgent: string; standalone: boolean }): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && !standalone;
}

/** The blocker of this browser, if any: what the switch explains instead of offering itself. */
export function pushBlocker({
  supported,
  permission,
  userAgent,
  standalone,
}: {
  supported: boolean;
  permission: NotificationPermission | null;
  userAgent: string;
  standalone: boolean;
}): PushBlocker | null {
  if (isIosOutsideInstalledApp({ userAgent, standalone })) return "ios-not-installed";
  if (!supported) return "no-support";
  return permission === "denied" ? "blocked" : null;
}

/** An enrolment the member asked for that ended without push: the line to show next to the switch. */
export function helpAfterEnrolment(outcome: PushEnrolmentOutcome): string | null {
  if (outcome === "success" || outcome === "in-progress") return null;
  if (outcome === "browser-no-support" || outcome === "push-not-supported") return PUSH_HELP["no-support"];
  if (outcome === "permission-denied") return PUSH_HELP.blocked;
  return PUSH_HELP.failed;
}
