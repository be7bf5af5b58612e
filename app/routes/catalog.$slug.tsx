import { ArrowLeft, BookOpen, Clock, FileText } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { CategoryBadges } from "~/components/reader/CategoryBadges";
import { ContinueReading } from "~/components/reader/ContinueReading";
import { PlaybookContents } from "~/components/reader/PlaybookContents";
import { PlaybookNotFound } from "~/components/reader/ReaderErrors";
import { RelatedReading } from "~/components/reader/RelatedReading";
import { SeriesBar } from "~/components/series/SeriesBar";
import { buttonClass } from "~/components/ui/button";
import { StatList } from "~/components/ui/StatList";
import { isReaderError } from "~/modules/catalog/reader-errors";
import { loadPlaybook, loadSeriesPosition } from "~/modules/catalog/reader-loader.server";
import { loadRelatedReading } from "~/modules/catalog/related-reading.server";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { playbookMetaDescription } from "~/modules/seo/meta-description";
import { breadcrumbJsonLd, learningResourceJsonLd } from "~/modules/seo/structured-data";
import { countOf } from "~/modules/text/words";
import type { Route } from "./+types/catalog.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(context, request, { slug: params.slug });
  const series = await loadSeriesPosition(context, playbook.id);
  const reading = await loadRelatedReading(context, playbook, series);
  return { playbook, series, reading };
}

export const clientLoader = loadAsDocument;

export default function PlaybookOverview({ loaderData }: Route.ComponentProps) {
  const { playbook, series, reading } = loaderData;
  const first = playbook.parts[0];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      {series && <SeriesBar position={series} />}
      <article className="mt-8">
        <CategoryBadges ai={playbook.aiCategories} baton={playbook.batonCategories} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl">{playbook.title}</h1>
        <StatList
          className="mt-4"
          stats={[
            { icon: Clock, label: "Reading time", value: `${playbook.readingTimeMinutes} min read` },
            { icon: FileText, label: "Length", value: countOf(playbook.wordCount, "word") },
          ]}
        />
        <p className="mt-6 text-lg text-slate-700">{playbook.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {first && (
            <Link to={`/catalog/${playbook.slug}/${first.slug}`} className={buttonClass("primary", "lg")}>
              <BookOpen aria-hidden="true" className="size-5" />
              Start Reading
            </Link>
          )}
          <ContinueReading playbookSlug={playbook.slug} partSlugs={playbook.parts.map((part) => part.slug)} />
        </div>
        <PlaybookContents playbookSlug={playbook.slug} parts={playbook.parts} />
      </article>
      <RelatedReading reading={reading} />
      <Link
        to="/catalog"
        className="mt-10 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Catalog
      </Link>
    </main>
  );
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const playbook = args.loaderData?.playbook;
  if (!playbook) return seoMeta(args, { title: "Playbook Not Found", noindex: true });
  const site = siteFromMatches(args.matches);
  const path = `/catalog/${playbook.slug}`;
  return seoMeta(args, {
    title: playbook.title,
    description: playbookMetaDescription(playbook),
    keywords: playbook.keywords,
    canonicalPath: path,
    type: "article",
    jsonLd: [
      learningResourceJsonLd(site, { ...playbook, path }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Playbook Catalog", path: "/catalog" },
        { name: playbook.title, path },
      ]),
    ],
  });
};

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && isReaderError(error.data) && error.data.screen === "playbook"
      ? error.data.message
      : "Failed to load playbook";
  return <PlaybookNotFound message={message} />;
}
