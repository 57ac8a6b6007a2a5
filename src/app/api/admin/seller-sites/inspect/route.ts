import { z } from "zod";
import { inspectShopForAdmin } from "@/domains/crawler/onboarding";
import { httpUrlInput } from "@/domains/catalog/seller-site-form";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({ url: httpUrlInput });

/** Shop onboarding: reads a shop from its address — platform, list pages, product page count, a test read of a few pages. */
export const POST = apiRoute({ access: "admin", body }, async ({ body }) => inspectShopForAdmin({ url: body.url }));
