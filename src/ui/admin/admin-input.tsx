import type { ElementType } from "react";
import { type PolymorphicProps, withClasses } from "./polymorphic";

const INPUT =
  "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100";

/** An admin text field; an `input` unless `as` makes it a `select` or `textarea` that looks the same. */
export function AdminInput<T extends ElementType = "input">({ as, className, ...props }: PolymorphicProps<T>) {
  const Tag: ElementType = as ?? "input";
  return <Tag className={withClasses(INPUT, className)} {...props} />;
}
