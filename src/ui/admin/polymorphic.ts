import type { ComponentPropsWithoutRef, ElementType } from "react";

/** Props of an admin component that renders as `T` (its default tag, or `as`), its own props `Own` first. */
export type PolymorphicProps<T extends ElementType, Own = object> = Own & { as?: T; className?: string } & Omit<
    ComponentPropsWithoutRef<T>,
    "as" | "className" | keyof Own
  >;

/** The component's own classes, then the caller's, as one class attribute. */
export const withClasses = (own: string, extra: string | undefined) => (extra ? `${own} ${extra}` : own);
