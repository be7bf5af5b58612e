import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import {
  changeSeriesPlaybooks,
  createSeries,
  SeriesSaveError,
  updateSeriesDetails,
  type SeriesMember,
} from "~/db/queries/series-admin.server";
import { moveSeriesToTrash } from "~/db/queries/series-trash.server";
import type { Database } from "~/db/schema";
import type { AdminResult } from "~/modules/admin/manager-results";
import { seriesAdminPath } from "./paths";
import { applyMembershipChange, parseMembershipChange, type MembershipChange } from "./membership";
import { seriesDraftFromForm, validateSeriesDetails, type SeriesDetails, type SeriesDetailsDraft } from "./series-form";

/** A details form the manager refused: shown again as typed, with every problem. */
export interface RefusedDetails {
  ok: false;
  message: string;
  draft: SeriesDetailsDraft;
}

function refused(draft: SeriesDetailsDraft, errors: readonly string[], status: number) {
  return data<RefusedDetails>({ ok: false, message: errors.join(" "), draft }, { status });
}

/**
 * Checks the details form and hands it to `save`; a refusal (bad input, a taken slug, a stale
 * form) comes back with the form as typed, success goes to the series' page.
 */
async function submitDetails(
  form: FormData,
  save: (details: SeriesDetails) => Promise<void>,
  notice: "created" | "saved",
) {
  const draft = seriesDraftFromForm(form);
  const checked = validateSeriesDetails(draft);
  if (!checked.ok) return refused(draft, checked.errors, 400);
  try {
    await save(checked.details);
  } catch (error) {
    if (error instanceof SeriesSaveError) return refused(draft, [error.message], 409);
    throw error;
  }
  return redirect(`${seriesAdminPath(checked.details.slug)}?${notice}`);
}

/** "New series": created empty, then its own page opens to add playbooks. */
export function createSeriesFromForm(db: Kysely<Database>, form: FormData) {
  return submitDetails(form, (details) => createSeries(db, details), "created");
}

/** Saves title, slug, description and icon; the page reloads at the (maybe new) address. */
export function saveSeriesDetailsForm(db: Kysely<Database>, storedSlug: string, form: FormData) {
  const expectedVersion = Number(form.get("version"));
  return submitDetails(form, (details) => updateSeriesDetails(db, { storedSlug, expectedVersion, details }), "saved");
}

/** Add, remove or move a playbook, saved at once: the public series page follows immediately. */
export async function changeSeriesPlaybooksFromForm(db: Kysely<Database>, slug: string, form: FormData) {
  const change = parseMembershipChange(form);
  if (!change) return data<AdminResult>({ ok: false, message: "Choose a playbook first." }, { status: 400 });
  const members = await changeSeriesPlaybooks(db, slug, (ids) => applyMembershipChange(ids, change));
  if (!members) {
    return data<AdminResult>({ ok: false, message: "This series was deleted meanwhile." }, { status: 404 });
  }
  return { ok: true, message: membershipMessage(change, members) } satisfies AdminResult;
}

function membershipMessage(change: MembershipChange, members: readonly SeriesMember[]): string {
  if (change.type === "reorder") return "New order saved.";
  const index = members.findIndex((member) => member.id === change.playbookId);
  const title = members[index]?.title;
  if (change.type === "remove") return "Removed from the series.";
  if (!title) return "That playbook no longer exists.";
  const place = `it is now part ${index + 1} of ${members.length}.`;
  return change.type === "add" ? `Added "${title}": ${place}` : `Moved "${title}": ${place}`;
}

/** Moves the series to the trash and goes back to the list, which says how to undo it. */
export async function trashSeries(db: Kysely<Database>, slug: string, deletedBy: string) {
  const deleted = await moveSeriesToTrash(db, slug, deletedBy);
  if (!deleted) return data<AdminResult>({ ok: false, message: "This series was already deleted." }, { status: 404 });
  return redirect(`/admin/series?trashed=${encodeURIComponent(deleted.title)}`);
}
