import { PreviewBanner } from "~/components/admin/editor/PreviewBanner";
import { PreviewUnavailable } from "~/components/admin/editor/PreviewUnavailable";
import { framedSearch, OwnerPreviewFrame } from "~/components/admin/preview/OwnerPreviewFrame";
import { PlaybookOverviewView } from "~/components/reader/PlaybookOverviewView";
import { previewLinks } from "~/components/reader/reader-links";
import { requireAdmin } from "~/modules/auth/guard.server";
import { ownerPreviewAddresses } from "~/modules/editor/addresses";
import { ownerPreview, partListing } from "~/modules/editor/preview.server";
import { loadAsDocument, OWNER_PREVIEW_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import { loadCardPreview, readPreviewView } from "~/modules/seo/preview-views.server";
import type { Route } from "./+types/admin.playbooks_.$slug.preview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const copy = url.searchParams.get("copy");
  const view = readPreviewView(url);
  const { parts, ...playbook } = await ownerPreview(context.db, params.slug, copy);
  const card = view === "card" ? await loadCardPreview(context, params.slug) : undefined;
  return { playbook: { ...playbook, parts: parts.map(partListing) }, copy, view, card };
}

export const clientLoader = loadAsDocument;

export default function OwnerPlaybookPreview({ loaderData }: Route.ComponentProps) {
  const { playbook, copy, view, card } = loaderData;
  const addresses = ownerPreviewAddresses(playbook.slug, copy);
  return (
    <OwnerPreviewFrame
      view={view}
      base={addresses.base}
      search={addresses.search}
      title={playbook.title}
      card={card}
      banner={<PreviewBanner status={playbook.status} copySavedAt={playbook.copySavedAt} editHref={addresses.editor} />}
      reader={(banner) => (
        <PlaybookOverviewView
          playbook={playbook}
          links={previewLinks(addresses.base, framedSearch(view, addresses.search))}
          preview
          banner={banner}
        />
      )}
    />
  );
}

export const handle = OWNER_PREVIEW_PAGE;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Preview: ${args.loaderData?.playbook.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <PreviewUnavailable />;
}
