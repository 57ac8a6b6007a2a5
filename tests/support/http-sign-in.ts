/** Cookies kept between requests, like a browser's jar for one site. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/**
 * A fetch that sends and keeps cookies and never follows redirects (tests look at them). Like a
 * browser, it sends the page's Origin on anything but GET/HEAD (a test may override it).
 */
export async function fetchWithJar(jar: CookieJar, url: string, init: RequestInit = {}) {
  const method = (init.method ?? "GET").toUpperCase();
  const origin: Record<string, string> = method === "GET" || method === "HEAD" ? {} : { origin: new URL(url).origin };
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...origin, ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/**
 * Signs in over HTTP exactly as next-auth's client does: csrf token, then a form-encoded
 * POST with csrfToken, callbackUrl and json=true. Answers the returned url and the jar.
 */
export async function signInOverHttp({
  baseUrl,
  provider = "credentials",
  fields,
  callbackUrl = "/",
  jar = new CookieJar(),
}: {
  baseUrl: string;
  provider?: string;
  fields: Record<string, string>;
  callbackUrl?: string;
  jar?: CookieJar;
}) {
  const { csrfToken } = (await (await fetchWithJar(jar, `${baseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await fetchWithJar(jar, `${baseUrl}/api/auth/callback/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken, callbackUrl, json: "true" }),
  });
  const { url } = (await response.json()) as { url: string };
  return { status: response.status, url, error: new URL(url).searchParams.get("error"), jar };
}
