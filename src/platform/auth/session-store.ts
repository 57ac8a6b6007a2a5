"use client";

import { useSyncExternalStore } from "react";
import type { SessionUser } from "./session-user";

/** next-auth's cross-tab message: its sign-out and our sign-in write this localStorage key; other tabs read the session again. */
export const SESSION_MESSAGE_KEY = "nextauth.message";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";
export type ClientSession = { user: SessionUser; expires: string };
export type SessionState =
  { status: "authenticated"; data: ClientSession } | { status: Exclude<SessionStatus, "authenticated">; data: null };

/**
 * The browser's view of the session, read from next-auth's own `/api/auth/session` (the same calls as next-auth's
 * client, without its 10 KB of JavaScript on every page): loading until the first answer, then the member or nobody.
 */
const LOADING: SessionState = { status: "loading", data: null };
let state: SessionState = LOADING;
const listeners = new Set<() => void>();

function settle(session: unknown): void {
  const data = session && typeof session === "object" && "user" in session ? (session as ClientSession) : null;
  state = data ? { status: "authenticated", data } : { status: "unauthenticated", data: null };
  for (const listener of listeners) listener();
}

async function sessionRequest(init?: RequestInit): Promise<void> {
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", ...init });
    settle(response.ok ? await response.json() : null);
  } catch {
    // Offline or the server restarting: the last known state stays, a first read ends as signed out.
    if (state.status === "loading") settle(null);
  }
}

/** Reads the session again (on load, when the tab is shown again, when another tab signs in or out, after a sign-in here). */
export function refreshSession(): Promise<void> {
  return sessionRequest();
}

/** next-auth's `update()`: the server renews the session token from the stored user (a changed name shows at once). */
export async function updateSession(): Promise<void> {
  const csrf = (await fetch("/api/auth/csrf")
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null)) as { csrfToken?: string } | null;
  await sessionRequest({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ csrfToken: csrf?.csrfToken }),
  });
}

/** The session as last read (what `useSession` renders on the client). */
export function sessionSnapshot(): SessionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The session as next-auth's `useSession` gave it (`status`, `data`); every HTML render, cached for everyone, sees "loading". */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionSnapshot, () => LOADING);
}
