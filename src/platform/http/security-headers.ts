import { randomBytes } from "node:crypto";

/** The request header carrying this response's script nonce to the page (set by the server, never by a client). */
export const NONCE_HEADER = "x-nonce";

export type SecurityHeaderOptions = {
  baseUrl: string;
  gaMeasurementId?: string;
  adsenseClientId?: string;
  googleClientId?: string;
  googleGsiScriptUrl: string;
  /** Where gtag.js and the AdSense script load from (a local stand-in in tests). */
  gaScriptUrl?: string;
  adsenseScriptUrl?: string;
};

const GA = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};
const ADSENSE = {
  script: ["https://pagead2.googlesyndication.com", "https://*.adtrafficquality.google"],
  connect: ["https://pagead2.googlesyndication.com", "https://*.adtrafficquality.google"],
  img: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  frame: [
    "https://googleads.g.doubleclick.net",
    "https://tpc.googlesyndication.com",
    "https://*.adtrafficquality.google",
    "https://www.google.com",
  ],
};

/** Uploaded images: nothing loads, nothing runs, even when one is opened on its own. */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** One fresh nonce per rendered response (base64, as CSP and Next expect). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy: scripts run only with this response's nonce ('strict-dynamic' lets
 * them load Next's chunks and the configured third parties: GA, AdSense, Google Identity); other
 * sources are limited to the site and those third parties. No plugins, no <base>, no framing.
 */
export function contentSecurityPolicy({ nonce, options }: { nonce: string; options: SecurityHeaderOptions }): string {
  const gsiOrigin = options.googleClientId ? [new URL(options.googleGsiScriptUrl).origin] : [];
  const scriptOrigin = (url?: string) => (url ? [new URL(url).origin] : []);
  const ga = options.gaMeasurementId
    ? { ...GA, script: [...new Set([...GA.script, ...scriptOrigin(options.gaScriptUrl)])] }
    : { script: [], connect: [], img: [] };
  const ads = options.adsenseClientId
    ? { ...ADSENSE, script: [...new Set([...ADSENSE.script, ...scriptOrigin(options.adsenseScriptUrl)])] }
    : { script: [], connect: [], img: [], frame: [] };
  const https = options.baseUrl.startsWith("https://");
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    // Hosts are for browsers without 'strict-dynamic' (they ignore the nonce-less allowlist otherwise).
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...gsiOrigin, ...ga.script, ...ads.script],
    // React style attributes, sonner's and Google's injected <style>: inline styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'", ...gsiOrigin],
    ["img-src", "'self'", "data:", "blob:", ...ga.img, ...ads.img],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...gsiOrigin, ...ga.connect, ...ads.connect],
    ["frame-src", ...(gsiOrigin.length + ads.frame.length ? [...gsiOrigin, ...ads.frame] : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Every header but the CSP: the same on every response. */
export function staticSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ...(options.baseUrl.startsWith("https://") ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
