import { z } from "zod";
import { rowId } from "@/platform/http/row-id";

/** `[id]` of an admin route: a positive integer row id. */
export const numericIdParams = z.object({ id: rowId() });
