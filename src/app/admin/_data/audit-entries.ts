import "server-only";
import { listMemberDisplayNames } from "@/domains/accounts/queries";
import { auditChanges, type AuditChange } from "@/domains/audit/audit-changes";
import { auditActionLabel, auditTargetLabel } from "@/domains/audit/audit-labels";
import { listAuditEntries, type AuditEntry, type AuditLogQuery } from "@/domains/audit/list-audit-entries";
import { toQueryString } from "@/platform/http/search-params";
import { AUDIT_LABELS } from "./audit-field-labels";

/** An audit entry as admins read it: Korean action, who, what (with a link where the thing has a page), what changed. */
export type AuditEntryView = {
  id: number;
  at: Date;
  who: string;
  action: string;
  target: { text: string; href: string | null };
  changes: AuditChange[];
};

const productIdIn = (value: unknown): unknown => (value && typeof value === "object" ? (value as { productId?: unknown }).productId : null);

/** Where an entry's target is managed: a product's own page, the list page of its kind, or none. */
function targetHref(entry: AuditEntry, memberName: string | undefined): string | null {
  switch (entry.targetType) {
    case "product":
      return entry.targetId ? `/admin/products/${entry.targetId}` : "/admin/products";
    case "offer": {
      const productId = productIdIn(entry.after) ?? productIdIn(entry.before);
      return typeof productId === "number" ? `/admin/products/${productId}` : null;
    }
    case "member":
      return `/admin/users${toQueryString({ q: memberName })}`;
    case "manufacturer":
      return "/admin/manufacturers";
    case "seller_site":
      return "/admin/seller-sites";
    case "settings":
      return "/admin/settings";
    case "held_price":
    case "unmatched_page":
      return "/admin/products/review";
    case "board":
    case "post":
    case "comment":
    case "review":
      return "/admin/community";
    default:
      return null;
  }
}

function targetText(entry: AuditEntry, memberName: string | undefined): string {
  const kind = auditTargetLabel(entry.targetType);
  if (entry.targetType === "settings" || !entry.targetId) return kind;
  if (entry.targetType === "member") return `${kind} ${memberName ?? "(알 수 없음)"}`;
  return `${kind} #${entry.targetId}`;
}

/** Audit entries for the screens: members named by their shown name (never by id), actions and fields in Korean. */
export async function listAuditEntryViews(query: AuditLogQuery) {
  const { entries, pagination } = await listAuditEntries(query);
  const memberIds = [...new Set(entries.filter((e) => e.targetType === "member" && e.targetId).map((e) => e.targetId!))];
  const memberNames = await listMemberDisplayNames({ ids: memberIds });
  const views: AuditEntryView[] = entries.map((entry) => {
    const memberName = entry.targetType === "member" && entry.targetId ? memberNames.get(entry.targetId) : undefined;
    return {
      id: entry.id,
      at: entry.at,
      who: entry.actorName,
      action: auditActionLabel(entry.action),
      target: { text: targetText(entry, memberName), href: targetHref(entry, memberName) },
      changes: auditChanges(entry.before, entry.after, AUDIT_LABELS),
    };
  });
  return { entries: views, pagination };
}
