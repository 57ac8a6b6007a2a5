"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { ADULT_COOKIE, ADULT_COOKIE_MAX_AGE_SECONDS } from "./adult-cookie";

/** "I am 19 or older": remembered for a year in a cookie the page cache also keys on. */
export const confirmAdultAction = defineAction({ access: "public", input: z.object({}) }, async () => {
  const jar = await cookies();
  jar.set(ADULT_COOKIE, "1", {
    maxAge: ADULT_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    path: "/",
    httpOnly: true,
    secure: usesSecureCookies(),
  });
  return null;
});
