import { Save, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { CategoryCheckboxGroup } from "~/components/admin/CategoryCheckboxGroup";
import { SlugField } from "~/components/admin/SlugField";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { ManagerResult } from "~/modules/admin/manager-results";
import { applyPartOperation } from "~/modules/admin/part-operations";
import { blankDraftPart, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { PartsEditor, type EditablePart } from "./PartsEditor";
import { SeoFields } from "./SeoFields";

interface PlaybookEditorProps {
  initial: PlaybookDraft;
  /** The list without edit mode: where Save and cancel (X) return to. */
  closeHref: string;
  /** Problems from a save submitted without scripts. */
  errors?: string[];
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";
const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm";
// Every tab stays in the form (hidden when inactive), so a save always carries all fields.
const panelClass = "mt-4 data-[state=inactive]:hidden";

const CATEGORY_GROUPS = [
  { legend: "AI categories", categories: AI_CATEGORIES, name: "ai", field: "aiCategories" },
  { legend: "BATON categories", categories: BATON_CATEGORIES, name: "baton", field: "batonCategories" },
] as const;

function toggle(list: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...list.filter((value) => value !== id), id] : list.filter((value) => value !== id);
}

/** Inline edit mode: a working copy that Save persists and cancel (X) discards. */
export function PlaybookEditor({ initial, closeHref, errors }: PlaybookEditorProps) {
  const fetcher = useFetcher<ManagerResult>();
  const toast = useToast();
  const navigate = useNavigate();
  const nextKey = useRef(initial.parts.length);
  const [draft, setDraft] = useState(() => ({
    ...initial,
    parts: initial.parts.map((part, index): EditablePart => ({ ...part, key: index })),
  }));
  const result = fetcher.data;
  const shownErrors = result?.intent === "save" && !result.ok ? result.errors : errors;
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.intent !== "save") return;
    if (result.ok) {
      toast({ title: "Success", description: "Playbook updated successfully" });
      navigate(closeHref, { preventScrollReset: true });
    } else {
      toast({ title: "Error", description: "Failed to save playbook", variant: "destructive" });
    }
  }, [result, toast, navigate, closeHref]);

  const update = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <fetcher.Form method="post" className="mt-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <input type="hidden" name="slug" value={draft.slug} />
      <input type="hidden" name="version" value={draft.version} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
          Title
          <input
            name="title"
            value={draft.title}
            required
            onChange={(event) => update({ title: event.currentTarget.value })}
            className={fieldClass}
          />
        </label>
        {/* First submit button in the form: Enter in a text field saves. */}
        <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass("primary")}>
          <Save aria-hidden="true" className="size-4" />
          {saving ? "Saving..." : "Save"}
        </button>
        <Link to={closeHref} preventScrollReset aria-label="Cancel editing" className={buttonClass("ghost")}>
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <SlugField
        label="URL slug"
        prefix="/catalog/"
        name="urlSlug"
        value={draft.urlSlug}
        onChange={(event) => update({ urlSlug: event.currentTarget.value })}
        hint="Lowercase letters, digits and hyphens. When it changes, the old address keeps working: it redirects here."
        className="mt-3"
      />
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Description
        <textarea
          name="description"
          value={draft.description}
          rows={2}
          onChange={(event) => update({ description: event.currentTarget.value })}
          className={fieldClass}
        />
      </label>
      {shownErrors && shownErrors.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <ul className="list-disc pl-5">
            {shownErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <Tabs.Root defaultValue="categories" className="mt-5">
        <Tabs.List aria-label="Edit sections" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="categories" className={tabClass}>
            Categories
          </Tabs.Trigger>
          <Tabs.Trigger value="parts" className={tabClass}>
            Parts
          </Tabs.Trigger>
          <Tabs.Trigger value="seo" className={tabClass}>
            SEO
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="categories" forceMount className={`${panelClass} space-y-4`}>
          {CATEGORY_GROUPS.map(({ legend, categories, name, field }) => (
            <CategoryCheckboxGroup
              key={name}
              legend={legend}
              categories={categories}
              name={name}
              selected={draft[field]}
              onToggle={(id, checked) => update({ [field]: toggle(draft[field], id, checked) })}
            />
          ))}
        </Tabs.Content>
        <Tabs.Content value="parts" forceMount className={panelClass}>
          <PartsEditor
            parts={draft.parts}
            onChange={(index, change) =>
              update({
                parts: draft.parts.map((part, position) => (position === index ? { ...part, ...change } : part)),
              })
            }
            onOperation={(operation) =>
              update({
                parts: applyPartOperation(draft.parts, operation, () => ({
                  ...blankDraftPart(draft.parts.length + 1),
                  key: nextKey.current++,
                })),
              })
            }
          />
        </Tabs.Content>
        <Tabs.Content value="seo" forceMount className={panelClass}>
          <SeoFields
            metaDescription={draft.metaDescription}
            keywords={draft.keywords}
            onChange={(change) => update(change)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </fetcher.Form>
  );
}
