import { PartReadingView } from "~/components/reader/PartReadingView";
import { previewLinks } from "~/components/reader/reader-links";
import { PreviewBanner } from "~/components/admin/editor/PreviewBanner";
import { PreviewUnavailable } from "~/components/admin/editor/PreviewUnavailable";
import { previewPartPage, SHARED_PREVIEW_HEADERS, sharedPreview } from "~/modules/editor/preview.server";
import { loadAsDocument, PRIVATE_STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/preview.$token_.$partSlug";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { playbook, expiresAt } = await sharedPreview(context, params.token);
  return { ...previewPartPage(playbook, params.partSlug), expiresAt, token: params.token };
}

export const clientLoader = loadAsDocument;

export default function SharedPartPreview({ loaderData }: Route.ComponentProps) {
  const { playbook, expiresAt, token, copySavedAt: _copySavedAt, ...page } = loaderData;
  return (
    <PartReadingView
      {...page}
      playbook={playbook}
      links={previewLinks(`/preview/${token}`)}
      preview
      banner={<PreviewBanner status={playbook.status} sharedUntil={expiresAt} />}
    />
  );
}

export const headers: Route.HeadersFunction = () => SHARED_PREVIEW_HEADERS;

export const handle = PRIVATE_STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Preview: ${args.loaderData?.part.title ?? "Part"}`, noindex: true });

export function ErrorBoundary() {
  return <PreviewUnavailable />;
}
