import type { IncomingMessage, ServerResponse } from "node:http";
import {
  contentSecurityPolicy,
  createNonce,
  MEDIA_CONTENT_SECURITY_POLICY,
  NONCE_HEADER,
  staticSecurityHeaders,
  type SecurityHeaderOptions,
} from "@/platform/http/security-headers";

/**
 * Puts the security headers on a response before anything answers it (Next, the page cache, a
 * refusal): one place for pages, APIs, admin and assets. The CSP's nonce also goes on the request,
 * where Next (content-security-policy) and our own inline scripts (x-nonce) read it. `thirdParties`
 * answers the ids that change at run time (admin settings) over `options`. Uploaded media get the stricter
 * sandbox policy instead (their routes say so too, but a header set here first would stand beside theirs).
 */
export function createSecurityHeadersStamp(
  options: SecurityHeaderOptions,
  thirdParties: () => Partial<SecurityHeaderOptions> = () => ({}),
): (req: IncomingMessage, res: ServerResponse) => void {
  const fixed = Object.entries(staticSecurityHeaders(options));
  return (req, res) => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy({ nonce, options: { ...options, ...thirdParties() } });
    req.headers["content-security-policy"] = policy;
    req.headers[NONCE_HEADER] = nonce;
    delete req.headers["content-security-policy-report-only"];
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader("content-security-policy", req.url?.startsWith("/media/") ? MEDIA_CONTENT_SECURITY_POLICY : policy);
  };
}
