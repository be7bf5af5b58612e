import { ArrowLeft, BookOpen, Clock, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { StatList } from "~/components/ui/StatList";
import type { PartListing } from "~/db/queries/reader.server";
import { countOf } from "~/modules/text/words";
import { CategoryBadges } from "./CategoryBadges";
import { ContinueReading } from "./ContinueReading";
import { PlaybookContents } from "./PlaybookContents";
import type { ReaderLinks } from "./reader-links";

interface PlaybookOverviewViewProps {
  playbook: {
    slug: string;
    title: string;
    description: string;
    aiCategories: string[];
    batonCategories: string[];
    wordCount: number;
    readingTimeMinutes: number;
    parts: readonly PartListing[];
    /** The owner's feature image (post settings), shown under the title; "" for none. */
    settings?: { featureImage: string; featureImageAlt: string };
  };
  links: ReaderLinks;
  /** Above the article: the series bar, or a preview's banner. */
  banner?: ReactNode;
  /** Below it: what to read next. */
  after?: ReactNode;
  /** A preview: no "continue reading" (nothing of a draft is remembered as read). */
  preview?: boolean;
}

/** A playbook's overview page, as readers see it and as its previews show it. */
export function PlaybookOverviewView({ playbook, links, banner, after, preview = false }: PlaybookOverviewViewProps) {
  const first = playbook.parts[0];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      {banner}
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
        {playbook.settings?.featureImage && (
          <img
            src={playbook.settings.featureImage}
            alt={playbook.settings.featureImageAlt}
            className="mt-6 w-full rounded-xl border border-slate-200"
          />
        )}
        <p className="mt-6 text-lg text-slate-700">{playbook.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {first && (
            <Link to={links.part(first.slug)} className={buttonClass("primary", "lg")}>
              <BookOpen aria-hidden="true" className="size-5" />
              Start Reading
            </Link>
          )}
          {!preview && (
            <ContinueReading playbookSlug={playbook.slug} partSlugs={playbook.parts.map((part) => part.slug)} />
          )}
        </div>
        <PlaybookContents links={links} parts={playbook.parts} />
      </article>
      {after}
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
