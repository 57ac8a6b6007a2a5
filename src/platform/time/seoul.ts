/** Korea's time zone: the site's calendar days, dates and hours are Seoul's, wherever the server runs. */
const SEOUL_TIME_ZONE = "Asia/Seoul";

/** A date formatter that reads instants in Seoul time; the one place that names the zone for `Intl`. */
export function seoulFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: SEOUL_TIME_ZONE });
}

/**
 * A formatter made on first use: a page's first Intl formatter loads locale and zone data (tens of ms on a phone's
 * main thread), so a client module that imports this file pays only for the formatters it calls.
 */
function lazyFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= seoulFormat(locale, options));
}

const day = lazyFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });
const year = lazyFormat("en-US", { year: "numeric" });
const monthDay = lazyFormat("ko-KR", { month: "numeric", day: "numeric" });
const dateTime = lazyFormat("ko-KR", {
  year: "2-digit",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** An instant's calendar day in Seoul, `YYYY-MM-DD` (rollups, daily keys, history days). */
export function seoulDayOf(at: Date): string {
  return day().format(at);
}

/** The instant a Seoul calendar day `YYYY-MM-DD` begins. */
export function seoulDayStart(dayText: string): Date {
  return new Date(`${dayText}T00:00:00+09:00`);
}

/** The calendar year in Seoul at an instant. */
export function seoulYearOf(at: Date): number {
  return Number(year().format(at));
}

/** A chart axis's day: `11. 25.` in Seoul. */
export function formatSeoulMonthDay(at: Date): string {
  return monthDay().format(at);
}

/** A moment as admins read it, in Seoul time: `26. 11. 24. 16:05`; "—" when absent. */
export function formatSeoulDateTime(value: Date | string | null | undefined): string {
  return value ? dateTime().format(new Date(value)) : "—";
}
