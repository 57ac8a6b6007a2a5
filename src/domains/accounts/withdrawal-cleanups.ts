import type { Db } from "@/platform/db/client";

/** Run inside the withdrawal transaction: erase what your domain keeps about the member. */
export type WithdrawalCleanup = { name: string; run: (ctx: { tx: Db; userId: string }) => Promise<void> };

/**
 * Other domains' personal data of a withdrawing member (wishlist, push subscriptions,
 * notifications…). Register with `withdrawalCleanups.push(...)` from your domain's module;
 * posts and comments stay and show "탈퇴한 회원" through the erased nickname.
 */
export const withdrawalCleanups: WithdrawalCleanup[] = [];
