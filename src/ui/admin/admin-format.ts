const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "2-digit",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** A moment as admins read it, in Seoul time: `26. 11. 24. 16:05`; "—" when absent. */
export function formatSeoulDateTime(value: Date | string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : "—";
}

/** A duration in ms as `850ms` / `12.4초` / `3분 5초`. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null) return "—";
  if (ms < 1000) return `${ms}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}초`;
  return `${Math.floor(ms / 60_000)}분 ${Math.round((ms % 60_000) / 1000)}초`;
}
