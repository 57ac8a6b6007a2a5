import type { ComponentPropsWithoutRef } from "react";
import { withClasses } from "./polymorphic";

const TH = "border-b border-gray-200 bg-gray-50 px-3 py-2 text-xs font-semibold whitespace-nowrap text-gray-600";
const TD = "border-b border-gray-100 px-3 py-2 align-middle";

/**
 * The box an admin table scrolls sideways in on a phone. It takes keyboard focus and is a named region, so a
 * keyboard user can scroll it too; `label` names it (the table's title, in Korean).
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The admin table itself: full width, small text, at least 640 px wide (its box scrolls sideways on a phone) unless
 * `fit`: a table of a few short columns that fits a phone's width and a half-width column as it is.
 */
export function PlainTable({ className, fit = false, ...props }: ComponentPropsWithoutRef<"table"> & { fit?: boolean }) {
  return <table className={withClasses(`w-full ${fit ? "" : "min-w-[640px] "}text-left text-sm`, className)} {...props} />;
}

/** A header cell of an admin table. */
export function Th({ className, ...props }: ComponentPropsWithoutRef<"th">) {
  return <th className={withClasses(TH, className)} {...props} />;
}

/** A body cell of an admin table. */
export function Td({ className, ...props }: ComponentPropsWithoutRef<"td">) {
  return <td className={withClasses(TD, className)} {...props} />;
}
