import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { CategoryFields, type CategorySelection } from "~/components/admin/playbooks/CategoryFields";
import { SeoFields } from "~/components/admin/playbooks/SeoFields";
import { SlugField } from "~/components/admin/SlugField";
import { useHydrated } from "~/components/ui/useHydrated";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";

type Details = Pick<PlaybookDraft, "urlSlug" | "description" | "metaDescription" | "keywords"> & CategorySelection;

interface PlaybookDetailsProps {
  details: Details;
  onChange: (change: Partial<Details>) => void;
}

/**
 * What the playbook says about itself besides its parts: address, description, categories and
 * search fields. Folded away while writing (its fields still go with every save); open before
 * scripts load.
 */
export function PlaybookDetails({ details, onChange }: PlaybookDetailsProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${panelId}-heading`} className="rounded-xl border border-slate-200 bg-white p-3">
      <h2 id={`${panelId}-heading`} className="text-sm font-semibold text-slate-950">
        {hydrated ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="flex w-full items-center justify-between gap-2 text-left"
          >
            Playbook details
            <ChevronDown aria-hidden="true" className={`size-4 ${open ? "rotate-180" : ""}`} />
          </button>
        ) : (
          "Playbook details"
        )}
      </h2>
      <div id={panelId} className={hydrated && !open ? "hidden" : "mt-3 space-y-4"}>
        <SlugField
          label="URL slug"
          prefix="/catalog/"
          name="urlSlug"
          value={details.urlSlug}
          onChange={(event) => onChange({ urlSlug: event.currentTarget.value })}
          hint="Lowercase letters, digits and hyphens. When it changes, the old address keeps working: it redirects here."
        />
        <label className="block text-sm font-medium text-slate-800">
          Description
          <textarea
            name="description"
            value={details.description}
            rows={3}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <CategoryFields selected={details} onChange={onChange} />
        <SeoFields metaDescription={details.metaDescription} keywords={details.keywords} onChange={onChange} />
      </div>
    </section>
  );
}
