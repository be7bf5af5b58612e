import { useHydrated } from "~/components/ui/useHydrated";

/**
 * Ticks or unticks every row on the page at once. Needs scripts, so it appears once they run;
 * without them, "All on this page" does the same.
 */
export function SelectAllOnPage({ formId }: { formId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="slug"][form="${formId}"]`))
            box.checked = checked;
        }}
      />
      Tick all on this page
    </label>
  );
}
