/** The constraint a violation with this SQLSTATE broke, looking through driver wrappers; else null. */
function violatedConstraint(error: unknown, sqlState: string): string | null {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === sqlState) return constraint ?? "";
  }
  return null;
}

/** The constraint a unique violation (SQLSTATE 23505) broke; else null. */
export const uniqueViolationConstraint = (error: unknown) => violatedConstraint(error, "23505");

/** The foreign key a row pointed through at nothing (SQLSTATE 23503); else null. */
export const foreignKeyViolationConstraint = (error: unknown) => violatedConstraint(error, "23503");
