import { z } from "zod";

/** `[id]` of an admin route: a positive integer row id. */
export const numericIdParams = z.object({ id: z.coerce.number().int().positive("id가 올바르지 않습니다.") });
