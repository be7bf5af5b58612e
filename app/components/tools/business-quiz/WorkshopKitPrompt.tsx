import { GraduationCap } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** The unlocked quiz's prompt for the paid AI Workshop Kit; shown only when the kit's page is configured. */
export function WorkshopKitPrompt({ url }: { url: string }) {
  return (
    <section aria-labelledby="kit-title" className="rounded-xl bg-brand-900 p-6 text-white print:hidden">
      <h3 id="kit-title" className="flex items-center gap-2 text-lg font-bold">
        <GraduationCap aria-hidden="true" className="size-5" />
        Want to run AI workshops fast?
      </h3>
      <p className="mt-2 text-brand-100">
        The AI Workshop Kit gives you ready-made slides, exercises, a pricing guide and the landing page builder, so
        your first paid session can happen this month.
      </p>
      <a href={url} target="_blank" rel="noopener" data-outbound="offer" className={`mt-4 ${buttonClass("inverse")}`}>
        Get the AI Workshop Kit
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}
