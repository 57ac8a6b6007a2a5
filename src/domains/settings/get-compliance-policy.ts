import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import "./compliance-policy-events";
import { classesAllowed, COMPLIANCE_PRESETS, isCompliancePreset, type CompliancePolicy, type PolicyCapability } from "./compliance-policy";
import { siteSettings } from "./schema";

export const COMPLIANCE_POLICY_KEY = "compliance_policy";

/** The stored policy over the environment's default (COMPLIANCE_PRESET); a stored preset this build does not know is ignored. */
export function readStoredPolicy(saved: unknown): CompliancePolicy {
  const value = (saved ?? {}) as { preset?: unknown; effectiveAt?: unknown; changedBy?: unknown };
  if (!isCompliancePreset(value.preset)) return { preset: getConfig().COMPLIANCE_PRESET, effectiveAt: null, changedBy: null };
  return {
    preset: value.preset,
    effectiveAt: typeof value.effectiveAt === "string" ? value.effectiveAt : null,
    changedBy: typeof value.changedBy === "string" ? value.changedBy : null,
  };
}

/**
 * The policy in force, read from the database every time (one key lookup): every process sees a change at once,
 * with no copy to go stale.
 */
export async function getCompliancePolicy(): Promise<CompliancePolicy> {
  const [row] = await getDb().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, COMPLIANCE_POLICY_KEY));
  return readStoredPolicy(row?.value);
}

const classArray = (classes: string[]) =>
  classes.length
    ? sql`array[${sql.join(
        classes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;

/**
 * The legal classes the policy in force allows for `capability`, as a SQL text[] read inside the query itself, so a
 * query and the policy it obeys are one snapshot. Catalog builds its one product predicate on it (product-policy.ts).
 */
export function classesAllowedSql(capability: PolicyCapability): SQL {
  const stored = sql`(select ${siteSettings.value} ->> 'preset' from ${siteSettings} where ${siteSettings.key} = ${COMPLIANCE_POLICY_KEY})`;
  const byPreset = COMPLIANCE_PRESETS.map((preset) => sql`when ${preset} then ${classArray(classesAllowed(preset, capability))}`);
  const fallback = getConfig().COMPLIANCE_PRESET;
  return sql`(case coalesce(${stored}, ${fallback}) ${sql.join(byPreset, sql` `)} else ${classArray(classesAllowed(fallback, capability))} end)`;
}
