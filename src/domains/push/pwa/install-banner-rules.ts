/** localStorage keys of the install banner: when it was last dismissed (ms since epoch), and "true" once installed. */
export const INSTALL_DISMISSED_AT_KEY = "aeksangpick.install.dismissedAt";
export const INSTALLED_KEY = "aeksangpick.install.installed";

/** The banner waits 3 s and stays away a day after a dismissal. */
export const INSTALL_BANNER_DELAY_MS = 3000;
export const INSTALL_DISMISS_MS = 86_400_000;

/** Safari on an iPhone/iPad: no install prompt event there, so the banner explains the share menu instead. */
export function isIosSafari(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /WebKit/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** Whether the banner may show now: never once installed, not within a day of a dismissal. */
export function installBannerAllowed({ storage, now }: { storage: Pick<Storage, "getItem">; now: number }): boolean {
  if (storage.getItem(INSTALLED_KEY) === "true") return false;
  const dismissedAt = Number(storage.getItem(INSTALL_DISMISSED_AT_KEY));
  return !(dismissedAt > 0 && now - dismissedAt < INSTALL_DISMISS_MS);
}
