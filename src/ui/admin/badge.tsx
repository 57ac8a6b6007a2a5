import type { ElementType } from "react";
import { type PolymorphicProps, withClasses } from "./polymorphic";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";
const TONES = {
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-700",
  gray: "bg-gray-100 text-gray-700",
  amber: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
} as const;

type BadgeTone = keyof typeof TONES;

/** A small coloured pill (정상, 품절, 차단 …); a `span` unless `as` makes it a toggle button. */
export function Badge<T extends ElementType = "span">({ as, tone, className, ...props }: PolymorphicProps<T, { tone: BadgeTone }>) {
  const Tag: ElementType = as ?? "span";
  return <Tag className={withClasses(`${BADGE} ${TONES[tone]}`, className)} {...props} />;
}
