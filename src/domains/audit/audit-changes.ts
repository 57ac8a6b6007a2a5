import { formatSeoulDateTime } from "@/platform/time/seoul";

/** One field of an audited thing: its Korean label and the value before and after, as text ("—" when absent). */
export type AuditChange = { field: string; label: string; before: string; after: string };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The Korean names of fields and, per field, of its coded values (`inhalation`: MTL → 입호흡). */
export type AuditLabels = { fields: Record<string, string>; values?: Record<string, Record<string, string>> };

/**
 * A stored value as people read it: 예/아니오, 1,000, Seoul date-time, a code by its Korean name, lists joined, nested
 * objects as `이름: 값` (named by `labels`). `field` is the key the value was stored under.
 */
function readableAuditValue(value: unknown, labels: AuditLabels, field: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "예" : "아니오";
  if (typeof value === "number") return value.toLocaleString("ko-KR");
  if (typeof value === "string") return labels.values?.[field]?.[value] ?? (ISO_TIME.test(value) ? formatSeoulDateTime(value) : value);
  if (Array.isArray(value)) return value.length ? value.map((item) => readableAuditValue(item, labels, field)).join(", ") : "—";
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== "");
  return entries.length ? entries.map(([k, v]) => `${labels.fields[k] ?? k}: ${readableAuditValue(v, labels, k)}`).join(", ") : "—";
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What an entry changed, field by field: every field whose value differs between the stored before and after
 * (a creation has only an after, a deletion only a before). `labels` names the fields and coded values in Korean; an
 * unnamed field keeps its key, an unnamed value shows as stored.
 */
export function auditChanges(before: unknown, after: unknown, labels: AuditLabels): AuditChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => ({
      field,
      label: labels.fields[field] ?? field,
      before: readableAuditValue(was[field], labels, field),
      after: readableAuditValue(now[field], labels, field),
    }));
}
