import { wonOrDash } from "./format-won";

/** A won amount as `12,900원`; a dash when there is none (no price observed, all sold out). */
export function Price({ won, className }: { won: number | null | undefined; className?: string }) {
  return <span className={className}>{wonOrDash(won)}</span>;
}
