/** The constraint a unique violation (SQLSTATE 23505) broke, looking through driver wrappers; else null. */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505") return constraint ?? "";
  }
  return null;
}
