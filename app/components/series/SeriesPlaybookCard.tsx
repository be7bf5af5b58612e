import { BookOpen, Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { countOf } from "~/modules/text/words";

interface SeriesPlaybookCardProps {
  position: number;
  playbook: { slug: string; title: string; description: string; readingTimeMinutes: number; partCount: number };
}

/** One step of a series: "Part N", the playbook and a link to start it. */
export function SeriesPlaybookCard({ position, playbook }: SeriesPlaybookCardProps) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
        {position}
      </span>
      <div className="flex-1">
        <p className="text-sm font-semibold text-brand-700">Part {position}</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-950">{playbook.title}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{playbook.description}</p>
        <p className="mt-2 flex gap-4 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {playbook.readingTimeMinutes} min
          </span>
          <span className="flex items-center gap-1">
            <BookOpen aria-hidden="true" className="size-3.5" />
            {countOf(playbook.partCount, "part")}
          </span>
        </p>
      </div>
      <Link to={`/catalog/${playbook.slug}`} className={buttonClass("primary", "sm")}>
        Start Learning<span className="sr-only">: {playbook.title}</span>
      </Link>
    </li>
  );
}
