import { FileText, FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { IconList } from "~/components/tools/IconList";
import { buttonClass } from "~/components/ui/button";
import type { PackOffer } from "~/modules/resources/pack.server";

/**
 * A result page's reminder of what every lead gets: the workshop resources pack at this
 * browser's own link, shown once its address is stored, whichever tool it was left on.
 */
export function PackLinkPanel({ pack }: { pack: Required<PackOffer> }) {
  return (
    <section
      aria-labelledby="pack-link-title"
      className="mt-10 rounded-xl border-2 border-brand-100 bg-brand-50 p-6 print:hidden"
    >
      <h2 id="pack-link-title" className="text-xl font-bold text-slate-950">
        Your Free Workshop Resources Pack
      </h2>
      <p className="mt-2 text-slate-800">
        Every subscriber gets it. This link is yours: bookmark it to come back, on any device.
      </p>
      <IconList items={pack.items.map((item) => ({ icon: FileText, text: item.title }))} className="mt-4 space-y-2" />
      <Link to={pack.link} className={`mt-5 ${buttonClass("primary", "lg")}`}>
        <FolderOpen aria-hidden="true" className="size-5" />
        Open My Resources Pack
      </Link>
    </section>
  );
}
