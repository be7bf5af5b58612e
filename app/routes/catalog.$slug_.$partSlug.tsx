import { Clock, FileText } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { CopyLinkButton } from "~/components/reader/CopyLinkButton";
import { PartBody } from "~/components/reader/PartBody";
import { PartNav } from "~/components/reader/PartNav";
import { PartNotFound, PlaybookNotFound } from "~/components/reader/ReaderErrors";
import { ReadingProgressBar } from "~/components/reader/ReadingProgressBar";
import { RelatedReading } from "~/components/reader/RelatedReading";
import { SpeculationRules } from "~/components/document/SpeculationRules";
import { TableOfContents } from "~/components/reader/TableOfContents";
import { StatList } from "~/components/ui/StatList";
import { ToastRegion } from "~/components/ui/ToastRegion";
import { findPartContent, type PartListing } from "~/db/queries/reader.server";
import { readDepthTarget } from "~/modules/analytics/events";
import { containsTweetEmbed } from "~/modules/embeds/tweet";
import { sanitizeStoredHtml } from "~/modules/html/sanitize.server";
import { isReaderError } from "~/modules/catalog/reader-errors";
import { redirectIfPartMoved } from "~/modules/catalog/moved-address.server";
import { loadPlaybook, loadSeriesPosition, readerError } from "~/modules/catalog/reader-loader.server";
import { loadRelatedReading } from "~/modules/catalog/related-reading.server";
import { prerenderRules } from "~/modules/page-scripts/speculation-rules";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { playbookMetaDescription } from "~/modules/seo/meta-description";
import { breadcrumbJsonLd, learningResourceJsonLd } from "~/modules/seo/structured-data";
import { countOf } from "~/modules/text/words";
import type { Route } from "./+types/catalog.$slug_.$partSlug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(context, request, params);
  const part = await findPartContent(context.db, playbook.id, params.partSlug);
  if (!part) {
    await redirectIfPartMoved(context, request, playbook, params.partSlug);
    readerError({ screen: "part", playbookSlug: playbook.slug }, 404);
  }
  // Stored HTML was sanitized on the way in; sanitizing again on the way out means a
  // row written by anything else still cannot put script on the page.
  const html = part.html === null ? null : sanitizeStoredHtml(part.html);
  const index = playbook.parts.findIndex((listed) => listed.slug === part.slug);
  const link = (listed: PartListing | undefined) => listed && { slug: listed.slug, title: listed.title };
  const last = index === playbook.parts.length - 1;
  // The end of the playbook offers what to read next.
  const reading = last
    ? await loadRelatedReading(context, playbook, await loadSeriesPosition(context, playbook.id))
    : undefined;
  // Only what the page shows.
  const { slug, title, keywords, createdAt, updatedAt } = playbook;
  return {
    playbook: {
      slug,
      title,
      metaDescription: playbookMetaDescription(playbook),
      keywords,
      createdAt,
      updatedAt,
      partCount: playbook.parts.length,
    },
    part: { ...part, html },
    previous: link(playbook.parts[index - 1]),
    next: link(playbook.parts[index + 1]),
    hasTweet: containsTweetEmbed(html),
    reading,
  };
}

export const clientLoader = loadAsDocument;

export default function PartReader({ loaderData }: Route.ComponentProps) {
  const { playbook, part, previous, next, hasTweet, reading } = loaderData;
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[1fr_16rem] lg:gap-12"
      // Read by app/enhancements: this part becomes the playbook's last part read; tweets
      // get the widget.
      data-remember-part
      data-playbook={playbook.slug}
      data-part={part.slug}
      data-part-title={part.title}
      data-position={part.position}
      data-tweet-widget={hasTweet ? "" : undefined}
    >
      <ReadingProgressBar />
      <ToastRegion />
      <article className="min-w-0 lg:max-w-3xl">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={`/catalog/${playbook.slug}`} className="text-sm font-medium text-brand-700 hover:text-brand-900">
            {playbook.title}
          </Link>
          <div className="flex items-center gap-3">
            <p className="text-sm text-slate-600">
              Part {part.position} of {playbook.partCount}
            </p>
            <CopyLinkButton />
          </div>
        </div>
        <div className="mt-4">
          <PartNav playbookSlug={playbook.slug} previous={previous} next={next} placement="top" />
        </div>
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl">{part.title}</h1>
        <StatList
          className="mt-3"
          stats={[
            { icon: Clock, label: "Reading time", value: `${part.readingTimeMinutes} min` },
            { icon: FileText, label: "Length", value: countOf(part.wordCount, "word") },
          ]}
        />
        <div className="mt-8 rounded-xl border border-slate-200 p-4 lg:hidden">
          <TableOfContents headings={part.headings} placement="top" />
        </div>
        <PartBody html={part.html} readDepth={readDepthTarget(playbook.slug, part.position)} />
        <div className="mt-12 border-t border-slate-200 pt-6">
          <PartNav playbookSlug={playbook.slug} previous={previous} next={next} placement="bottom" />
        </div>
        {reading && <RelatedReading reading={reading} />}
        {/* The next part is prerendered while this one is read, so Next opens at once. */}
        {next && <SpeculationRules rules={prerenderRules([`/catalog/${playbook.slug}/${next.slug}`])} />}
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-24">
          <TableOfContents headings={part.headings} placement="side" />
        </div>
      </aside>
    </main>
  );
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return seoMeta(args, { title: "Part Not Found", noindex: true });
  const { playbook, part } = data;
  const site = siteFromMatches(args.matches);
  const playbookPath = `/catalog/${playbook.slug}`;
  const path = `${playbookPath}/${part.slug}`;
  const title = `${part.title} | ${playbook.title}`;
  // Each part names itself first, so the parts' descriptions differ; the cap applies in seoMeta.
  const description = `Part ${part.position} of ${playbook.partCount} of ${playbook.title}. ${playbook.metaDescription}`;
  return seoMeta(args, {
    title,
    description,
    keywords: playbook.keywords,
    canonicalPath: path,
    type: "article",
    jsonLd: [
      learningResourceJsonLd(site, {
        ...playbook,
        ...part,
        title: part.title,
        description,
        path,
        partOf: { title: playbook.title, path: playbookPath },
      }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Playbook Catalog", path: "/catalog" },
        { name: playbook.title, path: playbookPath },
        { name: part.title, path },
      ]),
    ],
  });
};

export function ErrorBoundary() {
  const error = useRouteError();
  const data = isRouteErrorResponse(error) && isReaderError(error.data) ? error.data : undefined;
  if (data?.screen === "part") return <PartNotFound playbookSlug={data.playbookSlug} />;
  return <PlaybookNotFound message={data?.screen === "playbook" ? data.message : "Failed to load playbook"} />;
}
