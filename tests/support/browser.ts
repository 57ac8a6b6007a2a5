import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Chromium for e2e: CHROME_PATH, else Debian's /usr/bin/chromium. Never downloads one: the test machines have no internet. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error("Chromium not found: install Debian's `chromium` package or set CHROME_PATH");
  return found;
}

/** `env`: the browser process's environment (e.g. FONTCONFIG_FILE, to give it other system fonts); the test's own by default. */
export function launchChromium({ env }: { env?: Record<string, string> } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    env,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}
