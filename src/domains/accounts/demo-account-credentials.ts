/** The embedded default's demo accounts (README "Demo accounts"); production never creates accounts itself. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@aeksangpick.kr", password: "demo-admin-2026", nickname: "운영팀", grade: "ADMIN" as const, birthYear: 1990 },
  member: { email: "member@aeksangpick.kr", password: "demo-member-2026", nickname: "데모회원", grade: "NORMAL" as const, birthYear: 1995 },
};
