import type { ReactNode } from "react";
import { SearchPreview } from "~/components/admin/post-settings/SearchPreview";
import { SocialCardPreview } from "~/components/admin/post-settings/SocialCardPreview";
import type { SearchSnippet, SocialCard } from "~/modules/seo/playbook-seo";
import type { PreviewView } from "~/modules/seo/preview-views.server";
import { previewViewHref, PreviewViewSwitcher } from "./PreviewViewSwitcher";

/** A phone's width and height in CSS pixels (an iPhone 14's): the reader's narrow layout as phones show it. */
export const MOBILE_FRAME = { width: 390, height: 844 };

/** The query a preview's own links carry: inside the phone frame they stay framed. */
export function framedSearch(view: PreviewView, search: string): string {
  return view === "framed" ? previewViewHref("", search, "framed") : search;
}

interface OwnerPreviewFrameProps {
  view: PreviewView;
  base: string;
  search: string;
  title: string;
  /** The page's banner (what the preview is) and the reader itself, for the desktop view. */
  banner: ReactNode;
  reader: (banner: ReactNode) => ReactNode;
  card?: { snippet: SearchSnippet; card: SocialCard };
}

/**
 * The owner's preview in the view asked for: the reader at full width; the same page in a
 * phone-wide frame (a real frame, so the reader's own narrow layout applies); or the
 * playbook's search result and share card.
 */
export function OwnerPreviewFrame({ view, base, search, title, banner, reader, card }: OwnerPreviewFrameProps) {
  if (view === "framed") return reader(null);
  const switcher = <PreviewViewSwitcher base={base} search={search} view={view} />;
  if (view === "desktop")
    return reader(
      <>
        {switcher}
        {banner}
      </>,
    );
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="sr-only">Preview of {title}</h1>
      {switcher}
      {banner}
      {view === "mobile" ? (
        <iframe
          title={`${title} at a phone's width`}
          src={previewViewHref(base, search, "framed")}
          width={MOBILE_FRAME.width}
          height={MOBILE_FRAME.height}
          className="mx-auto box-content block rounded-[2rem] border-[10px] border-slate-900 bg-white shadow-xl"
        />
      ) : (
        card && (
          <div className="grid gap-6 lg:grid-cols-2">
            <SearchPreview snippet={card.snippet} />
            <SocialCardPreview card={card.card} />
          </div>
        )
      )}
    </main>
  );
}
