import { seoulFormat } from "@/platform/time/seoul";

const dateTime = seoulFormat("ko-KR", {
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const day = seoulFormat("ko-KR", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Seoul time as lists show it: `11. 25. 14:05` within the year, `2025. 11. 25.` before. */
export function formatPostDate(value: Date | string, now = new Date()): string {
  const date = new Date(value);
  return date.getFullYear() === now.getFullYear() ? dateTime.format(date) : day.format(date);
}
