// Class names shared by the admin pages, so every table, card and button looks alike.
export const card = "rounded-xl border border-gray-200 bg-white";
export const tableWrap = "overflow-x-auto rounded-xl border border-gray-200 bg-white";
export const table = "w-full min-w-[640px] text-left text-sm";
export const th = "border-b border-gray-200 bg-gray-50 px-3 py-2 text-xs font-semibold whitespace-nowrap text-gray-600";
export const td = "border-b border-gray-100 px-3 py-2 align-middle";
export const input =
  "rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100";
export const button =
  "inline-flex items-center justify-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-800 hover:bg-gray-50 disabled:opacity-50";
export const primaryButton =
  "inline-flex items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:opacity-50";
export const dangerButton =
  "inline-flex items-center justify-center gap-1 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 disabled:opacity-50";
export const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";
export const badgeTone = {
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-700",
  gray: "bg-gray-100 text-gray-700",
  amber: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
} as const;
