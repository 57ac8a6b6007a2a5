import type { ElementType } from "react";
import { type PolymorphicProps, withClasses } from "./polymorphic";

const SHAPE = "inline-flex items-center justify-center gap-1 rounded-lg";
const VARIANTS = {
  plain: `${SHAPE} border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-800 hover:bg-gray-50 disabled:opacity-50`,
  primary: `${SHAPE} bg-brand-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:opacity-50`,
  danger: `${SHAPE} border border-red-200 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 disabled:opacity-50`,
} as const;

/** An admin button (plain, primary or danger); a `button` unless `as` makes it a link that looks like one. */
export function AdminButton<T extends ElementType = "button">({
  as,
  variant = "plain",
  className,
  ...props
}: PolymorphicProps<T, { variant?: keyof typeof VARIANTS }>) {
  const Tag: ElementType = as ?? "button";
  return <Tag className={withClasses(VARIANTS[variant], className)} {...props} />;
}
