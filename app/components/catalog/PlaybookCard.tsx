import { BookOpen, Clock, FileText } from "lucide-react";
import { StatList } from "~/components/ui/StatList";
import { categoryTitle } from "~/modules/catalog/categories";
import { countOf } from "~/modules/text/words";
import type { SearchPassage } from "~/modules/catalog/search/results";
import { PassagePreview } from "./SearchSnippet";

export interface PlaybookCardData {
  slug: string;
  title: string;
  description: string;
  category: string | null;
  batonCategory: string | null;
  readingTimeMinutes: number;
  partCount: number;
  wordCount: number;
  /** When searching: the passage that matched best, linked under the description. */
  passages?: readonly SearchPassage[];
}

export function PlaybookCard({ playbook }: { playbook: PlaybookCardData }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
          {categoryTitle(playbook.category) ?? "AI Knowledge"}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          {categoryTitle(playbook.batonCategory) ?? "Business"}
        </span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-950">{playbook.title}</h3>
      <div className="flex-1">
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{playbook.description}</p>
        {playbook.passages?.[0] && <PassagePreview passage={playbook.passages[0]} />}
      </div>
      <StatList
        size="compact"
        className="mt-4"
        stats={[
          { icon: Clock, label: "Reading time", value: `${playbook.readingTimeMinutes} min` },
          { icon: BookOpen, label: "Parts", value: countOf(playbook.partCount, "part") },
          { icon: FileText, label: "Words", value: countOf(playbook.wordCount, "word") },
        ]}
      />
      <a
        href={`/catalog/${playbook.slug}`}
        className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
        aria-label={`View ${playbook.title}`}
      >
        View
      </a>
    </article>
  );
}
