import type { ElementType } from "react";
import { type PolymorphicProps, withClasses } from "./polymorphic";

const CARD = "rounded-xl border border-gray-200 bg-white";

/** A white rounded admin panel; a `div` unless `as` says `section`, `form` or a link. */
export function AdminCard<T extends ElementType = "div">({ as, className, ...props }: PolymorphicProps<T>) {
  const Tag: ElementType = as ?? "div";
  return <Tag className={withClasses(CARD, className)} {...props} />;
}
