import { NavLink } from "react-router";
import type { PlaybookPreview, PreviewView } from "~/modules/importer/preview.server";
import { EmptyState } from "./EmptyState";
import { CapturedView } from "./preview/CapturedView";
import { ContentView } from "./preview/ContentView";
import { ImagesView } from "./preview/ImagesView";
import { OptimizedView } from "./preview/OptimizedView";
import { OverviewView } from "./preview/OverviewView";
import { SeoView } from "./preview/SeoView";

const VIEWS: { view: PreviewView; label: string }[] = [
  { view: "overview", label: "Overview" },
  { view: "content", label: "Content" },
  { view: "seo", label: "SEO" },
  { view: "images", label: "Images" },
  { view: "captured", label: "Captured" },
  { view: "optimized", label: "Optimized" },
];

interface PreviewPanelProps {
  batchId?: string;
  view: PreviewView;
  preview?: PlaybookPreview;
}

/** The Preview tab: one imported playbook, in six views (links, so each has an address). */
export function PreviewPanel({ batchId, view, preview }: PreviewPanelProps) {
  if (!preview)
    return <EmptyState title="Nothing to preview" text="Select a playbook from the Results tab to preview it here" />;
  const href = (target: PreviewView) => {
    const params = new URLSearchParams({ slug: preview.slug, view: target });
    if (batchId) params.set("batch", batchId);
    return `/admin/import/preview?${params}`;
  };
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-xl font-bold text-slate-950">
        {preview.title}
      </h2>
      <nav aria-label="Preview views" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {VIEWS.map((item) => (
            <li key={item.view}>
              <NavLink
                to={href(item.view)}
                aria-current={item.view === view ? "page" : undefined}
                className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium ${
                  item.view === view ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                }`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {view === "overview" && <OverviewView preview={preview} />}
        {view === "content" && <ContentView preview={preview} />}
        {view === "seo" && <SeoView preview={preview} />}
        {view === "images" && <ImagesView preview={preview} />}
        {view === "captured" && <CapturedView preview={preview} />}
        {view === "optimized" && <OptimizedView preview={preview} />}
      </div>
    </section>
  );
}
