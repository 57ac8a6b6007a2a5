import { z } from "zod";

/** The largest id a table's `serial`/`integer` key holds (int4): a larger one would be the database's error, a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a number is a row id: a positive int4. The one rule, for ids read without zod (a list in a query string). */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** A row id from a path, query or body: a positive int4 (strings of digits too), else the Korean `message`. */
export const rowId = (message = "id가 올바르지 않습니다.") =>
  z.coerce.number(message).int(message).positive(message).max(MAX_ROW_ID, message);

/** A row id a JSON body carries as a number (a string is refused): a positive int4, else `message` (zod's Korean default). */
export const jsonRowId = (message?: string) => z.number(message).int(message).positive(message).max(MAX_ROW_ID, message);
