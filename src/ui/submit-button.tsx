/** A form's full-width primary button; shows `busyLabel` and stays disabled while the form is sent. */
export function SubmitButton({ pending, label, busyLabel }: { pending: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {pending ? busyLabel : label}
    </button>
  );
}
