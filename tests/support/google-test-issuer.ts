import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

export type TestGoogleIdToken = Partial<JWTPayload> & { email?: string; email_verified?: boolean; name?: string };

// The stand-in for Google's GSI script: records initialize() and hands prompt() the credential the
// test put at /next-credential (none: the prompt shows nothing, like a dismissed One Tap).
const GSI_SCRIPT = `
window.__gsi = { loads: (window.__gsi && window.__gsi.loads || 0) + 1 };
window.google = { accounts: { id: {
  initialize: function (config) { window.__gsi.config = config; },
  prompt: function () {
    fetch(window.__gsiBase + "/next-credential").then(function (r) { return r.ok ? r.text() : ""; }).then(function (credential) {
      window.__gsi.asked = true;
      if (credential) window.__gsi.config.callback({ credential: credential, select_by: "auto" });
    });
  },
  cancel: function () { window.__gsi.cancelled = true; },
  disableAutoSelect: function () { window.__gsi.autoSelectDisabled = true; },
} } };
`;

/**
 * A local "Google": a JWKS of a fresh RSA key, a stand-in GSI script, and ID tokens signed with it
 * (or with a forger's key). For integration and e2e tests of One Tap.
 */
export async function startGoogleTestIssuer({ clientId }: { clientId: string }) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const forger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  let nextCredential = "";
  let scriptLoads = 0;

  const server: Server = createServer((req, res) => {
    const cors = { "access-control-allow-origin": "*", "cache-control": "no-store" };
    if (req.url === "/certs")
      return void res.writeHead(200, { "content-type": "application/json", ...cors }).end(JSON.stringify({ keys: [jwk] }));
    if (req.url === "/gsi/client") {
      scriptLoads += 1;
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      return void res
        .writeHead(200, { "content-type": "text/javascript", ...cors })
        .end(`window.__gsiBase = ${JSON.stringify(base)};${GSI_SCRIPT}`);
    }
    if (req.url === "/next-credential") {
      const credential = nextCredential;
      nextCredential = "";
      return void res.writeHead(credential ? 200 : 204, { "content-type": "text/plain", ...cors }).end(credential);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  /** An ID token as Google would issue it; override any claim, or sign with a key not in the JWKS. */
  async function signIdToken(claims: TestGoogleIdToken = {}, { forged = false }: { forged?: boolean } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const {
      iss = "https://accounts.google.com",
      aud = clientId,
      exp = now + 3600,
      iat = now,
      sub = `g-${crypto.randomUUID()}`,
      ...rest
    } = claims;
    return new SignJWT({ email_verified: true, ...rest })
      .setProtectedHeader({ alg: "RS256", kid: "test-key-1", typ: "JWT" })
      .setIssuer(iss)
      .setAudience(aud as string)
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(forged ? forger.privateKey : privateKey);
  }

  return {
    jwksUrl: `${base}/certs`,
    gsiScriptUrl: `${base}/gsi/client`,
    signIdToken,
    /** The credential the stand-in prompt() hands to the page next (once). */
    offerCredential: (credential: string) => {
      nextCredential = credential;
    },
    scriptLoads: () => scriptLoads,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GoogleTestIssuer = Awaited<ReturnType<typeof startGoogleTestIssuer>>;
