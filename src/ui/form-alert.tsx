/** A form-level message announced to screen readers (errors assertively). */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  if (!children) return null;
  const style = tone === "error" ? "border-red-200 bg-red-50 text-red-700" : "border-green-200 bg-green-50 text-green-800";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm ${style}`}>
      {children}
    </p>
  );
}
