import { z } from "zod";

/** The largest id a table's `serial`/`integer` key holds (int4): a larger one would be the database's error, a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path, query or body: a positive int4 (strings of digits too), else the Korean `message`. */
export const rowId = (message = "id가 올바르지 않습니다.") =>
  z.coerce.number(message).int(message).positive(message).max(MAX_ROW_ID, message);
