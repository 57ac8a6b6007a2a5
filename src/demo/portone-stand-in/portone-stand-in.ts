import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { standInBrowserSdk } from "./stand-in-browser-sdk";

/** Who a stand-in verification says the person is (PortOne's `verifiedCustomer`, made up). */
export type StandInPerson = { birthDate: string; ci?: string };

type StoredVerification = {
  storeId: string;
  status: "READY" | "VERIFIED" | "FAILED";
  person: Required<StandInPerson>;
  at: string;
  txId: string;
};

const json = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { "content-type": "application/json;charset=UTF-8", "cache-control": "no-store" }).end(JSON.stringify(body));

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 4096) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** A CI looks like this: 88 characters of base64 (64 bytes), one per person across every Korean site. */
const randomCi = () => randomBytes(64).toString("base64");

/**
 * A local PortOne V2 본인인증 for the demo and the tests: `GET /identity-verifications/{id}?storeId=` with
 * `Authorization: PortOne <secret>` answers PortOne's JSON (VERIFIED / READY / FAILED; 401 UNAUTHORIZED; 404
 * IDENTITY_VERIFICATION_NOT_FOUND, also for another store's id), and `/v2/browser-sdk.js` stands in for PortOne's CDN
 * script: its window says it is a stand-in and verifies in one click (`POST /stand-in/identity-verifications/{id}`).
 * `prefix` mounts it under a path of another server (the site's own origin in the demo).
 */
export function createPortOneStandIn({ storeId, secret, prefix = "" }: { storeId: string; secret: string; prefix?: string }) {
  const records = new Map<string, StoredVerification>();
  const queued: StandInPerson[] = [];
  let down = false;

  function record(id: string, status: StoredVerification["status"], person: StandInPerson, store = storeId) {
    const entry = {
      storeId: store,
      status,
      person: { birthDate: person.birthDate, ci: person.ci ?? randomCi() },
      at: new Date().toISOString(),
      txId: randomBytes(12).toString("hex"),
    };
    records.set(id, entry);
    return entry;
  }

  function answer(id: string, entry: StoredVerification) {
    const common = { id, requestedAt: entry.at, updatedAt: entry.at, statusChangedAt: entry.at, version: "V2", pgTxId: entry.txId };
    const channel = {
      type: "TEST",
      id: "channel-stand-in",
      key: "channel-key-portone-stand-in",
      name: "본인인증 스탠드인",
      pgProvider: "DANAL",
      pgMerchantId: "stand-in",
    };
    if (entry.status === "VERIFIED")
      return {
        status: "VERIFIED",
        ...common,
        channel,
        verifiedCustomer: {
          name: "홍길동",
          operator: "SKT",
          phoneNumber: "01000000000",
          birthDate: entry.person.birthDate,
          gender: "MALE",
          isForeigner: false,
          ci: entry.person.ci,
          di: randomBytes(48).toString("base64"),
        },
        verifiedAt: entry.at,
        pgRawResponse: "{}",
      };
    if (entry.status === "FAILED")
      return {
        status: "FAILED",
        ...common,
        channel,
        requestedCustomer: {},
        failure: { reason: "사용자가 본인인증을 취소했습니다.", pgCode: "USER_CANCEL" },
      };
    return { status: "READY", ...common, channel, requestedCustomer: {} };
  }

  function getVerification(req: IncomingMessage, url: URL, id: string, res: ServerResponse) {
    if (req.headers.authorization !== `PortOne ${secret}`)
      return json(res, 401, { type: "UNAUTHORIZED", message: "인증 정보가 올바르지 않습니다." });
    const entry = records.get(id);
    const store = url.searchParams.get("storeId") ?? storeId;
    if (!entry || entry.storeId !== store)
      return json(res, 404, { type: "IDENTITY_VERIFICATION_NOT_FOUND", message: "요청된 본인인증 건이 존재하지 않는 경우" });
    return json(res, 200, answer(id, entry));
  }

  /** The stand-in's window: one click verifies whoever the test queued, else a person born on the given date. */
  async function finishInWindow(req: IncomingMessage, id: string, res: ServerResponse) {
    const body = await jsonBody(req);
    if (body.storeId !== storeId) return json(res, 400, { type: "INVALID_REQUEST", message: "storeId가 올바르지 않습니다." });
    if (records.get(id)?.status === "VERIFIED")
      return json(res, 409, { type: "IDENTITY_VERIFICATION_ALREADY_VERIFIED", message: "이미 인증된 본인인증 건입니다." });
    const birthDate = typeof body.birthDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(body.birthDate) ? body.birthDate : "1990-01-01";
    const entry = body.cancel === true ? record(id, "FAILED", { birthDate }) : record(id, "VERIFIED", queued.shift() ?? { birthDate });
    return json(res, 200, { identityVerificationId: id, identityVerificationTxId: entry.txId });
  }

  /** Answers `req` when it is the stand-in's; false when the path is not under `prefix`. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
    const path = url.pathname.slice(prefix.length);
    if (down) return (void res.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Temporarily Unavailable</h1>"), true);
    const verification = /^\/identity-verifications\/([^/]+)$/.exec(path);
    const window = /^\/stand-in\/identity-verifications\/([^/]+)$/.exec(path);
    if (req.method === "GET" && path === "/v2/browser-sdk.js")
      res.writeHead(200, { "content-type": "text/javascript;charset=UTF-8", "cache-control": "no-store" }).end(standInBrowserSdk(storeId));
    else if (req.method === "GET" && verification) getVerification(req, url, decodeURIComponent(verification[1]!), res);
    else if (req.method === "POST" && window)
      void finishInWindow(req, decodeURIComponent(window[1]!), res).catch(() =>
        json(res, 400, { type: "INVALID_REQUEST", message: "잘못된 요청" }),
      );
    else json(res, 404, { type: "NOT_FOUND", message: "없는 경로" });
    return true;
  }

  return {
    handle,
    /** Tests: the person the next click in the window verifies (e.g. a minor, or a CI already used). */
    nextPerson: (person: StandInPerson) => void queued.push(person),
    /** Tests: PortOne holds `id` in this state, as if its window had been used (`store`: another store's id). */
    setVerification: (
      id: string,
      status: StoredVerification["status"],
      person: StandInPerson = { birthDate: "1990-01-01" },
      store?: string,
    ) => void record(id, status, person, store),
    /** Tests: PortOne answers 503 to everything. */
    setDown: (value: boolean) => {
      down = value;
    },
  };
}
