import { PROSE_CLASS } from "~/components/reader/prose";
import { categoryTitle } from "~/modules/catalog/categories";
import { numberedPartTitle } from "~/modules/catalog/part-label";

export interface RevisionViewData {
  title: string;
  description: string;
  categories: string[];
  keywords: string[];
  metaDescription: string;
  /** Sanitized on the server before it gets here. */
  parts: { title: string; html: string | null; wordCount: number }[];
}

/** A past version, read-only: its fields and every part as the reader would show it. */
export function RevisionView({ revision }: { revision: RevisionViewData }) {
  return (
    <article className="space-y-6">
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <Field label="Title">{revision.title}</Field>
        <Field label="Categories">
          {revision.categories.map((id) => categoryTitle(id) ?? id).join(", ") || "None"}
        </Field>
        <Field label="Description">{revision.description || "None"}</Field>
        <Field label="Meta description">{revision.metaDescription || "None"}</Field>
        <Field label="Keywords">{revision.keywords.join(", ") || "None"}</Field>
      </dl>
      <ol className="space-y-6">
        {revision.parts.map((part, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-xl font-bold text-slate-950">{numberedPartTitle(index + 1, part.title)}</h2>
            <p className="text-sm text-slate-600">{part.wordCount.toLocaleString("en")} words</p>
            {part.html ? (
              <div className={`${PROSE_CLASS} mt-4`} dangerouslySetInnerHTML={{ __html: part.html }} />
            ) : (
              <p className="mt-4 text-slate-600">This part had no content yet.</p>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
