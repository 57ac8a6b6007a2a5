/** The signed-in user as every entry point sees it (id, name, email, grade). */
export type Grade = "NORMAL" | "ADMIN";
export type SessionUser = { id: string; name: string | null; email: string | null; grade: Grade };
