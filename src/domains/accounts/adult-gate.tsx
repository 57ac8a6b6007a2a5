import { cookies } from "next/headers";
import { getCurrentUser } from "@/platform/auth/current-user";
import { ADULT_COOKIE } from "./auth/adult-cookie";
import { LazyAdultNotice } from "./auth/lazy-adult-notice";
import { isAdultMember } from "./queries";

/** Whether this request may see age-restricted pages: the adult cookie, or a member with an adult birth year. */
async function isConfirmedAdult(): Promise<boolean> {
  if ((await cookies()).get(ADULT_COOKIE)?.value === "1") return true;
  const user = await getCurrentUser();
  return user !== null && (await isAdultMember({ userId: user.id }));
}

/**
 * The 19+ notice (청소년 이용 불가) before age-restricted content, once per visitor. Until confirmed,
 * the content stays in the HTML for search engines (metadata, JSON-LD) but hidden and inert.
 * `pathPrefix` limits the gate to some paths of a shared layout (e.g. "/products/").
 */
export async function AdultGate({ children, pathPrefix = "/" }: { children: React.ReactNode; pathPrefix?: string }) {
  if (await isConfirmedAdult()) return <>{children}</>;
  return <LazyAdultNotice pathPrefix={pathPrefix}>{children}</LazyAdultNotice>;
}
