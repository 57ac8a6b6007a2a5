import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { conflict } from "@/platform/errors";
import { assertAdultBirthYear } from "../korean-age";
import { hashPassword } from "../password-hash";
import type { UserAuthState } from "../queries";
import { users } from "../schema";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";
import { recordSignUpConsents } from "./sign-up-consents";

export const EMAIL_TAKEN = "이미 가입된 이메일입니다. 로그인해 주세요.";
export const NICKNAME_TAKEN = "이미 사용 중인 닉네임입니다.";

/** Maps a unique violation on app_user to the Korean conflict it means; anything else is rethrown. */
export function toUserConflict(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === "app_user_email_key") throw conflict(EMAIL_TAKEN, "email_taken");
  if (constraint === "app_user_nickname_key") throw conflict(NICKNAME_TAKEN, "nickname_taken");
  throw error;
}

/** Creates a password member (input already validated by the sign-up rules); under-19s are refused here too. */
export async function registerMember({
  email,
  password,
  nickname,
  birthYear,
  marketing = false,
  now = new Date(),
}: {
  email: string;
  password: string;
  nickname: string;
  birthYear: number;
  /** 마케팅 정보 수신 agreed; the required documents were (the sign-up rules refuse the form otherwise). */
  marketing?: boolean;
  now?: Date;
}): Promise<UserAuthState> {
  assertAdultBirthYear({ birthYear, now });
  const db = getDb();
  const [taken] = await db
    .select({ email: users.email, nickname: users.nickname })
    .from(users)
    .where(sql`${users.email} = ${email.toLowerCase()} or lower(${users.nickname}) = lower(${nickname})`)
    .limit(1);
  if (taken?.email === email.toLowerCase()) throw conflict(EMAIL_TAKEN, "email_taken");
  if (taken) throw conflict(NICKNAME_TAKEN, "nickname_taken");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: email.toLowerCase(), passwordHash, nickname, birthYear, lastSignInAt: now })
      .returning()
      .catch(toUserConflict);
    await recordSignUpConsents(tx, { userId: row!.id, marketing, now });
    return row!;
  });
}
