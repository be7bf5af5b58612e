import { isRouteErrorResponse, useRouteError } from "react-router";
import { PlaybookOverviewView } from "~/components/reader/PlaybookOverviewView";
import { PlaybookNotFound } from "~/components/reader/ReaderErrors";
import { catalogLinks } from "~/components/reader/reader-links";
import { RelatedReading } from "~/components/reader/RelatedReading";
import { SeriesBar } from "~/components/series/SeriesBar";
import { isReaderError } from "~/modules/catalog/reader-errors";
import { loadPlaybook, loadSeriesPosition } from "~/modules/catalog/reader-loader.server";
import { loadRelatedReading } from "~/modules/catalog/related-reading.server";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { playbookOverviewSeo } from "~/modules/seo/playbook-head";
import { playbookShareImage } from "~/modules/share-image/serve.server";
import type { Route } from "./+types/catalog.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(context, request, { slug: params.slug });
  const series = await loadSeriesPosition(context, playbook.id);
  const reading = await loadRelatedReading(context, playbook, series);
  const shareImage = await playbookShareImage(context, { ...playbook, category: playbook.aiCategories[0] ?? null });
  return { playbook: { ...playbook, shareImage }, series, reading };
}

export const clientLoader = loadAsDocument;

export default function PlaybookOverview({ loaderData }: Route.ComponentProps) {
  const { playbook, series, reading } = loaderData;
  return (
    <PlaybookOverviewView
      playbook={playbook}
      links={catalogLinks(playbook.slug)}
      banner={series && <SeriesBar position={series} />}
      after={<RelatedReading reading={reading} />}
    />
  );
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const playbook = args.loaderData?.playbook;
  if (!playbook) return seoMeta(args, { title: "Playbook Not Found", noindex: true });
  return seoMeta(args, playbookOverviewSeo(siteFromMatches(args.matches), playbook));
};

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && isReaderError(error.data) && error.data.screen === "playbook"
      ? error.data.message
      : "Failed to load playbook";
  return <PlaybookNotFound message={message} />;
}
