import { LEGAL_CLASS_LABELS, type LegalClass } from "@/domains/settings/compliance-policy";
import { Badge } from "@/ui/admin/badge";

/** A product's legal class in admin, and when the compliance policy withholds it from the public, why. */
export function LegalClassBadge({ legalClass, withheldReason }: { legalClass: LegalClass; withheldReason: string | null }) {
  return (
    <span className="inline-flex flex-col gap-0.5" data-testid="legal-class" data-legal-class={legalClass}>
      <Badge tone={withheldReason ? "red" : "green"} className="self-start whitespace-nowrap">
        {LEGAL_CLASS_LABELS[legalClass]}
        {withheldReason ? " · 비공개" : ""}
      </Badge>
      {withheldReason ? <span className="max-w-56 text-xs text-gray-600">{withheldReason}</span> : null}
    </span>
  );
}
