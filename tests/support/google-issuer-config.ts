import { afterAll, beforeAll } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { startGoogleTestIssuer, type GoogleTestIssuer } from "./google-test-issuer";

/**
 * The test file's local Google, with GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL pointing at it while the file's tests run
 * (integration tests of One Tap, which read the config).
 */
export function googleIssuerInConfig(clientId: string): () => GoogleTestIssuer {
  let issuer: GoogleTestIssuer | undefined;
  beforeAll(async () => {
    issuer = await startGoogleTestIssuer({ clientId });
    process.env.GOOGLE_CLIENT_ID = clientId;
    process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_JWKS_URL;
    resetConfigForTests();
    await issuer?.stop();
  });
  return () => issuer!;
}
