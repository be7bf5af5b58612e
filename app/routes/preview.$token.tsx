import { PlaybookOverviewView } from "~/components/reader/PlaybookOverviewView";
import { previewLinks } from "~/components/reader/reader-links";
import { PreviewBanner } from "~/components/admin/editor/PreviewBanner";
import { PreviewUnavailable } from "~/components/admin/editor/PreviewUnavailable";
import { partListing, SHARED_PREVIEW_HEADERS, sharedPreview } from "~/modules/editor/preview.server";
import { loadAsDocument, PRIVATE_STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/preview.$token";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { playbook, expiresAt } = await sharedPreview(context, params.token);
  const { parts, ...rest } = playbook;
  return { playbook: { ...rest, parts: parts.map(partListing) }, expiresAt, token: params.token };
}

export const clientLoader = loadAsDocument;

export default function SharedPlaybookPreview({ loaderData }: Route.ComponentProps) {
  const { playbook, expiresAt, token } = loaderData;
  return (
    <PlaybookOverviewView
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
  seoMeta(args, { title: `Preview: ${args.loaderData?.playbook.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <PreviewUnavailable />;
}
