/**
 * A shop address as a key two spellings of one shop share: without scheme, in lower case (host and path), without the
 * trailing slash or the default port. `https://Shop.kr/` and `http://shop.kr` are one shop; `shop.kr/b` is another.
 */
export function shopAddressKey(url: string): string {
  if (!URL.canParse(url)) return url.trim().toLowerCase();
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname.replace(/\/+$/, "")}${search}`.toLowerCase();
}
