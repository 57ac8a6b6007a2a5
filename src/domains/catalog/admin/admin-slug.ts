import { randomBytes } from "node:crypto";
import { conflict } from "@/platform/errors";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";

/** A URL slug from a name: its Latin letters and digits, else (a Korean name) a short random one. */
export function slugFromName({ name, prefix }: { name: string; prefix: string }): string {
  const latin = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return latin.length >= 2 ? latin.slice(0, 60) : `${prefix}-${randomBytes(3).toString("hex")}`;
}

/** A unique violation on a slug as the Korean 409 it means (two names, one address: `Vape Lab` and `vape-lab`); anything else is rethrown. */
export function toSlugConflict(kind: "판매처" | "제조사") {
  return (error: unknown): never => {
    if (uniqueViolationConstraint(error)?.endsWith("_slug_unique"))
      throw conflict(`이 이름은 이미 있는 ${kind}와 주소(영문 표기)가 같아집니다. 다른 이름을 써 주세요.`, "duplicate_slug");
    throw error;
  };
}
