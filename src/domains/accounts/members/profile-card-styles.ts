// The look every card of /profile shares.
export const card = "space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm";
export const submitButton = "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
