import { createDecipheriv, createHmac, createPublicKey, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserPushKeys } from "./push-factories";

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer; at: number };
/** How the stand-in answers a request to a path: a status (and headers), or never ("hang"). */
export type PushAnswer = { status: number; headers?: Record<string, string> } | "hang";

/**
 * A local push service (RFC 8030) on 127.0.0.1: records every request and answers as told per path
 * (201 by default), so tests see exactly what a real one would receive.
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer[]>();
  const hanging = new Set<ServerResponse>();
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      waiters.splice(0).forEach((wake) => wake());
      const answer = answers.get(path)?.shift() ?? { status: 201 };
      if (answer === "hang") return void hanging.add(res);
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Queues answers for the next requests to `path`, in order. */
    answer: (path: string, ...next: PushAnswer[]) => answers.set(path, [...(answers.get(path) ?? []), ...next]),
    /** Resolves once `count` requests to `path` have arrived (or rejects after `timeoutMs`). */
    waitFor: async (path: string, count = 1, timeoutMs = 15_000): Promise<ReceivedPush[]> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hits = received.filter((r) => r.path === path);
        if (hits.length >= count) return hits;
        if (Date.now() > deadline) throw new Error(`push stand-in: ${hits.length}/${count} requests to ${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: async () => {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/**
 * RFC 8291 (aes128gcm) decryption, as the browser does it with its private key and auth secret:
 * header salt(16) | rs(4) | idlen(1) | sender key(idlen), then one AES-128-GCM record padded with 0x02 0x00….
 */
export function decryptPushBody({ body, keys }: { body: Buffer; keys: BrowserPushKeys }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error("bad RFC 8188 padding");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks the VAPID header (RFC 8292) the way a push service does: `vapid t=<ES256 JWT>, k=<public key>`,
 * signed by that key, audience the endpoint's origin, not expired. Answers the JWT's claims.
 */
export function verifyVapidAuthorization({ headers, audience }: { headers: IncomingHttpHeaders; audience: string }) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(headers.authorization ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [header, payload, signature] = match[1]!.split(".");
  const raw = Buffer.from(match[2]!, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud} ≠ ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error("VAPID token expired");
  return { claims, publicKey: match[2]! };
}
