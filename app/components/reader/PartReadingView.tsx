import { Clock, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatList } from "~/components/ui/StatList";
import { ToastRegion } from "~/components/ui/ToastRegion";
import type { PartContent } from "~/db/queries/reader.server";
import { SpeculationRules } from "~/components/document/SpeculationRules";
import { readDepthTarget } from "~/modules/analytics/events";
import { prerenderRules } from "~/modules/page-scripts/speculation-rules";
import { countOf } from "~/modules/text/words";
import { CopyLinkButton } from "./CopyLinkButton";
import { PartBody } from "./PartBody";
import { PartNav } from "./PartNav";
import type { ReaderLinks } from "./reader-links";
import { ReadingProgressBar } from "./ReadingProgressBar";
import { SearchHighlightBar } from "./SearchHighlightBar";
import { TableOfContents } from "./TableOfContents";

interface PartLink {
  slug: string;
  title: string;
}

interface PartReadingViewProps {
  playbook: { slug: string; title: string; partCount: number };
  /** Its HTML sanitized on the server. */
  part: PartContent;
  previous?: PartLink;
  next?: PartLink;
  /** The part embeds a post: the page loads the tweet widget. */
  hasTweet: boolean;
  links: ReaderLinks;
  /** Above the article: a preview's banner. */
  banner?: ReactNode;
  /** At its end: what to read next. */
  after?: ReactNode;
  /**
   * A preview: nothing is remembered as read or reported to analytics, and no "copy link" (the
   * address is the owner's or a private share).
   */
  preview?: boolean;
}

/** A part's reading page, as readers see it and as its previews show it. */
export function PartReadingView(props: PartReadingViewProps) {
  const { playbook, part, previous, next, hasTweet, links, banner, after, preview = false } = props;
  const reading = preview
    ? {}
    : // Read by app/enhancements: this part becomes the playbook's last part read.
      {
        "data-remember-part": "",
        "data-playbook": playbook.slug,
        "data-part": part.slug,
        "data-part-title": part.title,
        "data-position": part.position,
      };
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[1fr_16rem] lg:gap-12"
      {...reading}
      // Tweets get the widget (app/enhancements/tweet-widget.ts).
      data-tweet-widget={hasTweet ? "" : undefined}
    >
      <ReadingProgressBar />
      <ToastRegion />
      {!preview && <SearchHighlightBar />}
      {/* A search result opens the part with its words highlighted here (app/enhancements/search-highlight.ts). */}
      <article data-highlight-scope={preview ? undefined : ""} className="min-w-0 lg:max-w-3xl">
        {banner}
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={links.overview} className="text-sm font-medium text-brand-700 hover:text-brand-900">
            {playbook.title}
          </Link>
          <div className="flex items-center gap-3">
            <p className="text-sm text-slate-600">
              Part {part.position} of {playbook.partCount}
            </p>
            {!preview && <CopyLinkButton />}
          </div>
        </div>
        <div className="mt-4">
          <PartNav links={links} previous={previous} next={next} placement="top" />
        </div>
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl">{part.title}</h1>
        <StatList
          className="mt-3"
          stats={[
            { icon: Clock, label: "Reading time", value: `${part.readingTimeMinutes} min` },
            { icon: FileText, label: "Length", value: countOf(part.wordCount, "word") },
          ]}
        />
        <TableOfContents
          headings={part.headings}
          placement="top"
          className="mt-8 rounded-xl border border-slate-200 p-4 lg:hidden"
        />
        <PartBody html={part.html} readDepth={preview ? undefined : readDepthTarget(playbook.slug, part.position)} />
        <div className="mt-12 border-t border-slate-200 pt-6">
          <PartNav links={links} previous={previous} next={next} placement="bottom" />
        </div>
        {after}
        {/* The next part is prerendered while this one is read, so Next opens at once. */}
        {next && <SpeculationRules rules={prerenderRules([links.part(next.slug)])} />}
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-24">
          <TableOfContents headings={part.headings} placement="side" />
        </div>
      </aside>
    </main>
  );
}
