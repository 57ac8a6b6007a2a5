import { answerPageViewBeacon } from "@/domains/analytics/page-view-endpoint";

/** The page-view beacon; the server's pipeline answers it before Next (same handler), this serves any other way in. */
export const POST = answerPageViewBeacon;
