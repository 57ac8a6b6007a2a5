import { describe, expect, it } from "vitest";
import { auditChanges } from "@/domains/audit/audit-changes";
import { AUDIT_LABELS } from "./audit-field-labels";

// Finding 11: the admin read "결정: match" and "읽은 방법: visible".
describe("the audit log's coded crawler values", () => {
  it("reads a match decision and a price's extraction method in Korean", () => {
    expect(auditChanges({ decision: "review" }, { decision: "match", method: "visible" }, AUDIT_LABELS)).toEqual([
      { field: "decision", label: "결정", before: "검토 대기", after: "기존 상품에 매칭" },
      { field: "method", label: "추출 방법", before: "—", after: "화면에 보이는 가격" },
    ]);
  });
});
