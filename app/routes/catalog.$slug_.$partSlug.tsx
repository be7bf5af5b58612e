import { isRouteErrorResponse, useRouteError } from "react-router";
import { PartNotFound, PlaybookNotFound } from "~/components/reader/ReaderErrors";
import { PartReadingView } from "~/components/reader/PartReadingView";
import { catalogLinks } from "~/components/reader/reader-links";
import { RelatedReading } from "~/components/reader/RelatedReading";
import { findPartContent, type PartListing } from "~/db/queries/reader.server";
import { containsTweetEmbed } from "~/modules/embeds/tweet";
import { readerPartHtml } from "~/modules/cards/reader.server";
import { isReaderError } from "~/modules/catalog/reader-errors";
import { redirectIfPartMoved } from "~/modules/catalog/moved-address.server";
import { loadPlaybook, loadSeriesPosition, readerError } from "~/modules/catalog/reader-loader.server";
import { loadRelatedReading } from "~/modules/catalog/related-reading.server";
import { loadAsDocument, staticPage } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { playbookPartSeo } from "~/modules/seo/playbook-head";
import { playbookShareImage } from "~/modules/share-image/serve.server";
import type { Route } from "./+types/catalog.$slug_.$partSlug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(context, request, params);
  const part = await findPartContent(context.db, playbook.id, params.partSlug);
  if (!part) {
    await redirectIfPartMoved(context, request, playbook, params.partSlug);
    readerError({ screen: "part", playbookSlug: playbook.slug }, 404);
  }
  // Stored HTML was sanitized on the way in; sanitizing again on the way out means a
  // row written by anything else still cannot put script on the page. Cards then get the
  // reader's markup (a sign-up's form returns to this page).
  const html = part.html === null ? null : readerPartHtml(part.html, new URL(request.url).pathname);
  const index = playbook.parts.findIndex((listed) => listed.slug === part.slug);
  const link = (listed: PartListing | undefined) => listed && { slug: listed.slug, title: listed.title };
  const last = index === playbook.parts.length - 1;
  // The end of the playbook offers what to read next.
  const reading = last
    ? await loadRelatedReading(context, playbook, await loadSeriesPosition(context, playbook.id))
    : undefined;
  // Only what the page and its head show.
  const { slug, title, description, settings, keywords, wordCount, readingTimeMinutes, publishedAt, updatedAt } =
    playbook;
  return {
    playbook: {
      slug,
      title,
      description,
      settings,
      keywords,
      wordCount,
      readingTimeMinutes,
      publishedAt,
      updatedAt,
      partCount: playbook.parts.length,
      shareImage: await playbookShareImage(context, { ...playbook, category: playbook.aiCategories[0] ?? null }),
    },
    // Its place among the parts a visitor can read ("Part 2 of 3"), not among every stored one.
    part: { ...part, position: index + 1, html },
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
    <PartReadingView
      playbook={playbook}
      part={part}
      previous={previous}
      next={next}
      hasTweet={hasTweet}
      links={catalogLinks(playbook.slug)}
      after={reading && <RelatedReading reading={reading} />}
    />
  );
}

// A part with tweets loads the tweet widget (data-tweet-widget, app/enhancements).
export const handle = staticPage({ thirdPartyScripts: ["tweet-widget"] });

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return seoMeta(args, { title: "Part Not Found", noindex: true });
  return seoMeta(args, playbookPartSeo(siteFromMatches(args.matches), data.playbook, data.part));
};

export function ErrorBoundary() {
  const error = useRouteError();
  const data = isRouteErrorResponse(error) && isReaderError(error.data) ? error.data : undefined;
  if (data?.screen === "part") return <PartNotFound playbookSlug={data.playbookSlug} />;
  return <PlaybookNotFound message={data?.screen === "playbook" ? data.message : "Failed to load playbook"} />;
}
