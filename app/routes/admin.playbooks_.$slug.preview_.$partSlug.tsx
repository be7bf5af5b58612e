import { PartReadingView } from "~/components/reader/PartReadingView";
import { previewLinks } from "~/components/reader/reader-links";
import { PreviewBanner } from "~/components/admin/editor/PreviewBanner";
import { PreviewUnavailable } from "~/components/admin/editor/PreviewUnavailable";
import { requireAdmin } from "~/modules/auth/guard.server";
import { ownerPreviewAddresses } from "~/modules/editor/addresses";
import { ownerPreview, previewPartPage } from "~/modules/editor/preview.server";
import { loadAsDocument, PRIVATE_STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.preview_.$partSlug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const copy = new URL(request.url).searchParams.get("copy");
  const playbook = await ownerPreview(context.db, params.slug, copy);
  return { ...previewPartPage(playbook, params.partSlug), copy };
}

export const clientLoader = loadAsDocument;

export default function OwnerPartPreview({ loaderData }: Route.ComponentProps) {
  const { playbook, copy, copySavedAt, ...page } = loaderData;
  const addresses = ownerPreviewAddresses(playbook.slug, copy);
  return (
    <PartReadingView
      {...page}
      playbook={playbook}
      links={previewLinks(addresses.base, addresses.search)}
      preview
      banner={<PreviewBanner status={playbook.status} copySavedAt={copySavedAt} editHref={addresses.editor} />}
    />
  );
}

export const handle = PRIVATE_STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Preview: ${args.loaderData?.part.title ?? "Part"}`, noindex: true });

export function ErrorBoundary() {
  return <PreviewUnavailable />;
}
