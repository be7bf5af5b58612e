import { CalendarClock, EyeOff, Globe, Tags, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, useActionData } from "react-router";
import { ScheduleFields } from "~/components/admin/publishing/ScheduleFields";
import { buttonClass } from "~/components/ui/button";
import type { ManagerQuery } from "~/modules/admin/manager-query";
import type { ManagerResult } from "~/modules/admin/manager-results";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { SelectAllOnPage } from "./SelectAllOnPage";

export const BULK_FORM_ID = "bulk-actions";

interface BulkActionsBarProps {
  query: ManagerQuery;
  /** The slugs listed on this page (what "all on this page" means, with or without scripts). */
  pageSlugs: readonly string[];
  total: number;
  timeZone: string;
  timeZones: readonly string[];
}

const summaryClass = `${buttonClass("secondary", "sm")} cursor-pointer list-none`;

/**
 * Acts on many playbooks at once: the ticked ones (each row's checkbox belongs to this form),
 * all on the page, or all that match the search and filter. A plain form, so it works before
 * scripts load; the result is shown above the list.
 */
export function BulkActionsBar({ query, pageSlugs, total, timeZone, timeZones }: BulkActionsBarProps) {
  const result = useActionData<ManagerResult>();
  // Done: the ticks go, so the next action cannot reach the same playbooks by accident. (Without
  // scripts the page is loaded again after the post and starts unticked anyway.)
  useEffect(() => {
    if (result?.intent !== "bulk" || !result.ok) return;
    for (const box of document.querySelectorAll<HTMLInputElement>(
      `input[type="checkbox"][form="${BULK_FORM_ID}"], #${BULK_FORM_ID} input[type="checkbox"]`,
    ))
      box.checked = false;
  }, [result]);
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      aria-labelledby="bulk-heading"
      className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="bulk-heading" className="text-base font-semibold text-slate-950">
        Bulk actions
      </h2>
      <input type="hidden" name="q" value={query.search} />
      <input type="hidden" name="status" value={query.status} />
      {pageSlugs.map((slug) => (
        <input key={slug} type="hidden" name="pageSlug" value={slug} />
      ))}
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-800">
        <legend className="sr-only">Apply to</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="scope" value="selected" defaultChecked className="accent-brand-600" />
          Ticked playbooks
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="scope" value="page" className="accent-brand-600" />
          All {pageSlugs.length} on this page
        </label>
        {total > pageSlugs.length && (
          <label className="flex items-center gap-2">
            <input type="radio" name="scope" value="matching" className="accent-brand-600" />
            All {total} matching
          </label>
        )}
        <SelectAllOnPage formId={BULK_FORM_ID} />
      </fieldset>
      <div className="flex flex-wrap items-start gap-2">
        <button type="submit" name="intent" value="bulk-publish" className={buttonClass("primary", "sm")}>
          <Globe aria-hidden="true" className="size-4" />
          Publish
        </button>
        <button type="submit" name="intent" value="bulk-unpublish" className={buttonClass("secondary", "sm")}>
          <EyeOff aria-hidden="true" className="size-4" />
          Unpublish
        </button>
        <button type="submit" name="intent" value="bulk-trash" className={buttonClass("secondary", "sm")}>
          <Trash2 aria-hidden="true" className="size-4" />
          Move to trash
        </button>
        <details className="group">
          <summary className={summaryClass}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule…
          </summary>
          <div className="mt-3 space-y-3">
            <ScheduleFields idPrefix="bulk" timeZone={timeZone} timeZones={timeZones} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="bulk-schedule" className={buttonClass("primary", "sm")}>
                Schedule selected
              </button>
              <button type="submit" name="intent" value="bulk-unschedule" className={buttonClass("secondary", "sm")}>
                Clear their schedules
              </button>
            </div>
          </div>
        </details>
        <details>
          <summary className={summaryClass}>
            <Tags aria-hidden="true" className="size-4" />
            Set categories…
          </summary>
          <div className="mt-3 space-y-3">
            {(
              [
                ["AI categories", "bulkAi", AI_CATEGORIES],
                ["BATON categories", "bulkBaton", BATON_CATEGORIES],
              ] as const
            ).map(([legend, name, categories]) => (
              <fieldset key={name}>
                <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                  {categories.map((category) => (
                    <label key={category.id} className="flex items-center gap-2 text-sm text-slate-700">
                      <input type="checkbox" name={name} value={category.id} className="size-4 accent-brand-600" />
                      {category.title}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <p className="text-sm text-slate-600">A group left unticked keeps each playbook&apos;s own categories.</p>
            <button type="submit" name="intent" value="bulk-categories" className={buttonClass("primary", "sm")}>
              Set categories
            </button>
          </div>
        </details>
      </div>
    </Form>
  );
}
