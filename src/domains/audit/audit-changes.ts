import { formatSeoulDateTime } from "@/platform/time/seoul";

/** One field of an audited thing: its Korean label and the value before and after, as text ("—" when absent). */
export type AuditChange = { field: string; label: string; before: string; after: string };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as people read it: 예/아니오, 1,000, Seoul date-time, lists joined, nested objects as `이름: 값` (named by `labels`). */
function readableAuditValue(value: unknown, labels: Record<string, string>): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "예" : "아니오";
  if (typeof value === "number") return value.toLocaleString("ko-KR");
  if (typeof value === "string") return ISO_TIME.test(value) ? formatSeoulDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => readableAuditValue(item, labels)).join(", ") : "—";
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== "");
  return entries.length ? entries.map(([k, v]) => `${labels[k] ?? k}: ${readableAuditValue(v, labels)}`).join(", ") : "—";
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What an entry changed, field by field: every field whose value differs between the stored before and after
 * (a creation has only an after, a deletion only a before). `labels` names the fields in Korean; an unnamed field keeps its key.
 */
export function auditChanges(before: unknown, after: unknown, labels: Record<string, string>): AuditChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => ({
      field,
      label: labels[field] ?? field,
      before: readableAuditValue(was[field], labels),
      after: readableAuditValue(now[field], labels),
    }));
}
