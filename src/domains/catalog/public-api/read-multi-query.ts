import { z } from "zod";
import { AppError } from "@/platform/errors";
import type { SearchParams } from "@/platform/http/search-params";

/** Whether a field takes repeated values (`maker=a&maker=b`): an array, perhaps optional or defaulted. */
function takesMany(field: z.ZodType): boolean {
  let inner: z.core.$ZodType = field;
  while (inner._zod.def.type === "optional" || inner._zod.def.type === "default" || inner._zod.def.type === "nullable")
    inner = (inner._zod.def as unknown as { innerType: z.core.$ZodType }).innerType;
  return inner._zod.def.type === "array";
}

/**
 * A query string read as `schema` says, a repeated name as an array where the schema takes many (the listing pages'
 * form; apiRoute's `query` keeps one value a name): the parsed query, and the raw values (for parseListingParams).
 * Bad input answers 400 with the rule's Korean words and the parameter's name, as apiRoute does.
 */
export function readMultiQuery<S extends z.ZodObject>(schema: S, searchParams: URLSearchParams): { query: z.infer<S>; raw: SearchParams } {
  const raw: SearchParams = {};
  for (const name of new Set(searchParams.keys())) {
    const field = schema.shape[name] as z.ZodType | undefined;
    raw[name] = field && takesMany(field) ? searchParams.getAll(name) : (searchParams.get(name) ?? undefined);
  }
  const result = schema.safeParse(raw);
  if (result.success) return { query: result.data, raw };
  const issue = result.error.issues[0];
  const message = issue ? `입력값이 올바르지 않습니다: ${issue.message}` : "입력값이 올바르지 않습니다.";
  throw new AppError("invalid_input", 400, message, { field: issue?.path.join(".") || "query" });
}
