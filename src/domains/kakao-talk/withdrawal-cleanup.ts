import "server-only";
import { eq } from "drizzle-orm";
import { withdrawalCleanups } from "@/domains/accounts/withdrawal-cleanups";
import { kakaoTalkDeliveries, kakaoTalkLinks } from "./schema";

// A withdrawn member's row stays, so the cascade never fires: forget their Kakao tokens here, or alerts would go on
// reaching their KakaoTalk. Imported for this effect by the page that offers withdrawal.
withdrawalCleanups.push({
  name: "카카오톡 알림",
  run: async ({ tx, userId }) => {
    await tx.delete(kakaoTalkLinks).where(eq(kakaoTalkLinks.userId, userId));
    await tx.delete(kakaoTalkDeliveries).where(eq(kakaoTalkDeliveries.userId, userId));
  },
});
