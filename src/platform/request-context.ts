import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { processSlot } from "./process-slots";

type RequestContext = { requestId: string };

const store = processSlot<AsyncLocalStorage<RequestContext>>("requestContext").getOrCreate(() => new AsyncLocalStorage());

// A proxy's id (nginx `$request_id`: 32 hex digits) or any short token; anything else is replaced.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request id to use: the one the proxy sent (`X-Request-Id`), else a fresh one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/** Runs `fn` (and everything it starts) under a request id: log lines and queued jobs carry it. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? store.run({ requestId }, fn) : fn();
}

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/** What the logger adds to every line (its mixin): the current request id, if any. */
export function requestLogFields(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}
