import { z } from "zod";
import { COMPLIANCE_PRESETS } from "@/domains/settings/compliance-policy";
import { getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { setCompliancePreset } from "@/domains/settings/update-compliance-policy";
import { apiRoute } from "@/platform/http/api-route";

const presetInput = z.object({ preset: z.enum(COMPLIANCE_PRESETS, "알 수 없는 운영 정책입니다.") });

/** The compliance policy in force: `{ policy }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ policy: await getCompliancePolicy() }));

/** Puts a preset in force from now (audited; every process and cached page follows at once): `{ policy }`. */
export const PUT = apiRoute({ access: "admin", body: presetInput }, async ({ user, body }) => ({
  policy: await setCompliancePreset({ actor: user, preset: body.preset }),
}));
