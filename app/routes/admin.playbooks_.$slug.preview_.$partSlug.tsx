import { PreviewBanner } from "~/components/admin/editor/PreviewBanner";
import { PreviewUnavailable } from "~/components/admin/editor/PreviewUnavailable";
import { framedSearch, OwnerPreviewFrame } from "~/components/admin/preview/OwnerPreviewFrame";
import { PartReadingView } from "~/components/reader/PartReadingView";
import { previewLinks } from "~/components/reader/reader-links";
import { requireAdmin } from "~/modules/auth/guard.server";
import { ownerPreviewAddresses } from "~/modules/editor/addresses";
import { ownerPreview, previewPartPage } from "~/modules/editor/preview.server";
import { loadAsDocument, OWNER_PREVIEW_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import { loadCardPreview, readPreviewView } from "~/modules/seo/preview-views.server";
import type { Route } from "./+types/admin.playbooks_.$slug.preview_.$partSlug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const copy = url.searchParams.get("copy");
  const view = readPreviewView(url);
  const playbook = await ownerPreview(context.db, params.slug, copy);
  const card = view === "card" ? await loadCardPreview(context, params.slug) : undefined;
  return { ...previewPartPage(playbook, params.partSlug), copy, view, card };
}

export const clientLoader = loadAsDocument;

export default function OwnerPartPreview({ loaderData }: Route.ComponentProps) {
  const { playbook, copy, copySavedAt, view, card, ...page } = loaderData;
  const addresses = ownerPreviewAddresses(playbook.slug, copy);
  return (
    <OwnerPreviewFrame
      view={view}
      base={`${addresses.base}/${page.part.slug}`}
      search={addresses.search}
      title={page.part.title}
      card={card}
      banner={<PreviewBanner status={playbook.status} copySavedAt={copySavedAt} editHref={addresses.editor} />}
      reader={(banner) => (
        <PartReadingView
          {...page}
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
  seoMeta(args, { title: `Preview: ${args.loaderData?.part.title ?? "Part"}`, noindex: true });

export function ErrorBoundary() {
  return <PreviewUnavailable />;
}
