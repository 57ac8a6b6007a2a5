import "server-only";
import { eq } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { getDb } from "@/platform/db/client";
import { publishDomainEvents } from "@/platform/events/event-bus";
import type { CompliancePolicy, CompliancePreset } from "./compliance-policy";
import { COMPLIANCE_POLICY_KEY, readStoredPolicy } from "./get-compliance-policy";
import { siteSettings } from "./schema";

/**
 * Puts a preset in force from now (audited, with the date of effect) and tells every process, which drops its cached
 * pages. Nothing else is written: hidden products keep their offers, history, wishes and notifications.
 */
export async function setCompliancePreset({
  actor,
  preset,
  now = new Date(),
}: {
  actor: AuditActor;
  preset: CompliancePreset;
  now?: Date;
}): Promise<CompliancePolicy> {
  const saved = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, COMPLIANCE_POLICY_KEY)).for("update");
    const before = readStoredPolicy(row?.value);
    if (row && before.preset === preset) return before;
    const after: CompliancePolicy = { preset, effectiveAt: now.toISOString(), changedBy: actor.name || actor.email || null };
    await tx
      .insert(siteSettings)
      .values({ key: COMPLIANCE_POLICY_KEY, value: after })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: after, updatedAt: now } });
    await recordAuditEntry({
      actor,
      action: "compliance.preset",
      target: { type: "settings", id: COMPLIANCE_POLICY_KEY },
      before: { preset: before.preset },
      after: { preset, effectiveAt: after.effectiveAt },
      db: tx,
    });
    return after;
  });
  await publishDomainEvents([{ type: "compliance_policy_changed" }]);
  return saved;
}
