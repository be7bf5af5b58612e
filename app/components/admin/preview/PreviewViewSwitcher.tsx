import { Monitor, Share2, Smartphone } from "lucide-react";
import type { PreviewView } from "~/modules/seo/preview-views.server";

const VIEWS = [
  { view: "desktop", label: "Desktop", Icon: Monitor },
  { view: "mobile", label: "Mobile", Icon: Smartphone },
  { view: "card", label: "Social card", Icon: Share2 },
] as const;

/** Where the preview's views live: `base` with its `search` (a working copy) and the view. */
export function previewViewHref(base: string, search: string, view: PreviewView): string {
  const params = new URLSearchParams(search);
  if (view === "desktop") params.delete("view");
  else params.set("view", view);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Desktop, mobile or social card: plain links, so the switch works on a page without scripts. */
export function PreviewViewSwitcher({ base, search, view }: { base: string; search: string; view: PreviewView }) {
  return (
    <nav aria-label="Preview views" className="mb-4 flex flex-wrap gap-2 print:hidden">
      {VIEWS.map(({ view: target, label, Icon }) => (
        <a
          key={target}
          href={previewViewHref(base, search, target)}
          aria-current={view === target ? "page" : undefined}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </a>
      ))}
    </nav>
  );
}
