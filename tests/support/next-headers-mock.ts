// A stand-in for `next/headers` outside a Next request, for integration tests that drive route
// handlers, server actions and guards directly:
//   vi.mock("next/headers", async () => (await import("<path>/tests/support/next-headers-mock")).nextHeadersMock);
// then put cookies (e.g. a session from account-factories) in `requestCookies`.

/** The cookies of the "current request"; tests set and clear them. */
export const requestCookies = new Map<string, string>();
export const requestHeaders = new Headers({ "x-aeksangpick-client-ip": "203.0.113.10" });

const cookieStore = {
  getAll: () => [...requestCookies].map(([name, value]) => ({ name, value })),
  get: (name: string) => (requestCookies.has(name) ? { name, value: requestCookies.get(name)! } : undefined),
  has: (name: string) => requestCookies.has(name),
  set: (name: string | { name: string; value: string }, value?: string) => {
    if (typeof name === "object") requestCookies.set(name.name, name.value);
    else requestCookies.set(name, value ?? "");
  },
  delete: (name: string) => requestCookies.delete(name),
};

export const nextHeadersMock = {
  cookies: async () => cookieStore,
  headers: async () => requestHeaders,
};
