import { randomBytes } from "node:crypto";

/** A URL slug from a name: its Latin letters and digits, else (a Korean name) a short random one. */
export function slugFromName({ name, prefix }: { name: string; prefix: string }): string {
  const latin = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return latin.length >= 2 ? latin.slice(0, 60) : `${prefix}-${randomBytes(3).toString("hex")}`;
}
