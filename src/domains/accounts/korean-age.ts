import { badRequest } from "@/platform/errors";
import { seoulYearOf } from "@/platform/time/seoul";

/** 청소년보호법: a 청소년 is under 19 by year age — everyone turns "19" on 1 January of that year. */
export const ADULT_YEAR_AGE = 19;

/** The calendar year in Korea right now (Asia/Seoul), which decides year age. */
export function currentSeoulYear(now: Date = new Date()): number {
  return seoulYearOf(now);
}

/** Whether someone born in `birthYear` may use the site (year age 19 or more, in Korean time). */
export function isAdultBirthYear({ birthYear, now = new Date() }: { birthYear: number; now?: Date }): boolean {
  return currentSeoulYear(now) - birthYear >= ADULT_YEAR_AGE;
}

/** The latest birth year that is still adult this year (for form hints). */
export function latestAdultBirthYear(now: Date = new Date()): number {
  return currentSeoulYear(now) - ADULT_YEAR_AGE;
}

/** Sign-up's rule, the same for every way in: refuses (400 `under_age`) someone under 19 in year age. */
export function assertAdultBirthYear({ birthYear, now = new Date() }: { birthYear: number; now?: Date }): void {
  if (!isAdultBirthYear({ birthYear, now }))
    throw badRequest("청소년보호법에 따라 19세 미만(연 나이 기준)은 가입할 수 없습니다.", "under_age");
}
