import { Download, ExternalLink, Eye, Image as ImageIcon } from "lucide-react";
import { Link } from "react-router";
import { DeletePlaybookButton } from "~/components/admin/playbooks/DeletePlaybookButton";
import { PublishPlaybookButton } from "~/components/admin/playbooks/PublishPlaybookButton";
import { StatusBadge } from "~/components/admin/playbooks/StatusBadge";
import { buttonClass } from "~/components/ui/button";
import { categoryTitle } from "~/modules/catalog/categories";
import type { ResultCard, ResultNotes } from "~/modules/importer/results";
import { countOf } from "~/modules/text/words";
import { EmptyState } from "./EmptyState";
import { CategoryCheck, EmptyParts, MissingAlt, WebImages } from "./ResultNotes";
import { BatchActionButton } from "./BatchActionButton";

/** The Results tab: the batch's playbooks as cards, with Preview, Delete and Export JSON. */
export function ResultsPanel({
  batchId,
  playbooks,
  notes = {},
}: {
  batchId?: string;
  playbooks: ResultCard[];
  /** Per playbook slug: categories to check and web images. */
  notes?: Record<string, ResultNotes>;
}) {
  if (!batchId || playbooks.length === 0)
    return (
      <EmptyState title="No Playbooks Processed Yet" text="Playbooks appear here as the files of a batch finish." />
    );
  const failedImages = Object.values(notes)
    .flatMap((note) => note.webImages)
    .filter((image) => image.status === "failed").length;
  return (
    <section aria-labelledby="results-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-xl font-bold text-slate-950">
          Processed Playbooks ({playbooks.length})
        </h2>
        <a href={`/api/admin/import/export?batch=${batchId}`} download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Export JSON
        </a>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          New playbooks are drafts: visitors see them only once you publish them, here or in the Playbook Manager.
        </p>
        <div className="flex flex-wrap gap-2">
          <BatchActionButton batchId={batchId} intent="retry-images" count={failedImages} />
          <BatchActionButton
            batchId={batchId}
            intent="publish-all"
            count={playbooks.filter((playbook) => playbook.status === "draft").length}
          />
        </div>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {playbooks.map((playbook) => (
          <li key={playbook.slug}>
            <ResultCardView batchId={batchId} playbook={playbook} notes={notes[playbook.slug]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultCardView({ batchId, playbook, notes }: { batchId: string; playbook: ResultCard; notes?: ResultNotes }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
          {categoryTitle(playbook.category) ?? "AI Knowledge"}
        </span>
        <StatusBadge status={playbook.status} />
      </p>
      <h3 className="mt-3 text-lg font-semibold text-slate-950">{playbook.title}</h3>
      <p className="mt-1 line-clamp-3 text-sm text-slate-600">{playbook.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 text-xs text-slate-600">
        <span>{playbook.readingTimeMinutes} min read</span>
        <span>{countOf(playbook.wordCount, "word")}</span>
        <span className="flex items-center gap-1">
          <ImageIcon aria-hidden="true" className="size-3.5" />
          {countOf(playbook.imageCount, "image")}
        </span>
      </p>
      {notes && <EmptyParts notes={notes} />}
      {notes && <CategoryCheck title={playbook.title} notes={notes} />}
      {notes && <WebImages notes={notes} />}
      {notes && <MissingAlt slug={playbook.slug} notes={notes} />}
      <ol className="mt-3 flex-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-700">
        {playbook.parts.map((part) => (
          <li key={part.slug}>
            {part.title} <code className="text-xs text-slate-500">/{part.slug}</code>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        {playbook.status === "draft" ? (
          <PublishPlaybookButton slug={playbook.slug} title={playbook.title} />
        ) : (
          <Link to={`/catalog/${playbook.slug}`} className={buttonClass("secondary", "sm")}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {playbook.title} on the site</span>
          </Link>
        )}
        <Link
          to={`/admin/import/preview?batch=${batchId}&slug=${encodeURIComponent(playbook.slug)}`}
          aria-label={`Preview ${playbook.title}`}
          className={buttonClass("secondary", "sm")}
        >
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Link>
        <DeletePlaybookButton slug={playbook.slug} title={playbook.title} />
      </div>
    </article>
  );
}
