import { Printer } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";

/** Opens the print dialog; rendered only once JavaScript runs, since it cannot work without it. */
export function PrintButton({
  label = "Print",
  variant = "secondary",
}: {
  label?: string;
  variant?: "primary" | "secondary";
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClass(variant)} print:hidden`}>
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
