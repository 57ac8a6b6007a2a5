import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-changes";

const labels = {
  fields: { inhalation: "흡입 방식", specs: "읽은 속성", enabled: "크롤링 사용", shippingFee: "배송비" },
  values: { inhalation: { MTL: "입호흡", DL: "폐호흡" } },
};

describe("auditChanges", () => {
  it("lists only the fields that changed, named and valued in Korean, codes included, also inside nested values", () => {
    const changes = auditChanges(
      { inhalation: "MTL", enabled: true, shippingFee: 3000, specs: { inhalation: "MTL" } },
      { inhalation: "DL", enabled: true, shippingFee: 2500, specs: { inhalation: "DL" } },
      labels,
    );
    expect(changes).toEqual([
      { field: "inhalation", label: "흡입 방식", before: "입호흡", after: "폐호흡" },
      { field: "shippingFee", label: "배송비", before: "3,000", after: "2,500" },
      { field: "specs", label: "읽은 속성", before: "흡입 방식: 입호흡", after: "흡입 방식: 폐호흡" },
    ]);
  });

  it("keeps an unnamed field's key and an unknown code as stored; a creation shows — before", () => {
    expect(auditChanges(null, { inhalation: "XL", note: "a" }, labels)).toEqual([
      { field: "inhalation", label: "흡입 방식", before: "—", after: "XL" },
      { field: "note", label: "note", before: "—", after: "a" },
    ]);
  });
});
