"use server";

import { z } from "zod";
import { rowId } from "@/platform/http/row-id";
import { startSellerSiteCrawl } from "@/domains/crawler/admin";
import { defineAction } from "@/platform/auth/action";

/** "지금 크롤링" / "다시 실행": starts a manual run of a seller site (admins only, audited). */
export const crawlSellerSiteNow = defineAction(
  { access: "admin", input: z.object({ siteId: rowId("판매처가 올바르지 않습니다.") }) },
  async ({ input, user }) => startSellerSiteCrawl({ actor: user, siteId: input.siteId }),
);
