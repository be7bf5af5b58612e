import type { AppContext } from "~/context";
import { listMatchingTargets } from "~/db/queries/admin-playbooks.server";
import { playbookIdsBySlug } from "~/db/queries/publication.server";
import { moveToTrash } from "~/db/queries/trash.server";
import type { PlaybookStatus } from "~/db/schema";
import { AI_CATEGORIES, BATON_CATEGORIES, categoryTitle } from "~/modules/catalog/categories";
import { readScheduleForm } from "~/modules/publishing/schedule-form";
import { emptyPartsWarningFor } from "~/modules/publishing/empty-parts.server";
import { changeStatusNow, schedulePublication } from "~/modules/publishing/schedule.server";
import { formatScheduledTime } from "~/modules/publishing/time-zone";
import { updatePlaybookCategories } from "./category-manager.server";
import type { AdminResult } from "./manager-results";
import { readManagerQuery } from "./manager-query";

export const BULK_INTENTS = [
  "bulk-publish",
  "bulk-unpublish",
  "bulk-schedule",
  "bulk-unschedule",
  "bulk-trash",
  "bulk-categories",
] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

export function isBulkIntent(value: unknown): value is BulkIntent {
  return BULK_INTENTS.includes(value as BulkIntent);
}

interface Target {
  id: string;
  slug: string;
  title: string;
  status: PlaybookStatus;
}

/** What a bulk action answers: its message, and the zone a schedule was given in (remembered for next time). */
export type BulkOutcome = AdminResult & { timeZone?: string };

const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === "string" && value.length > 0);

const count = (n: number, one = "playbook", many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The playbooks a bulk form acts on: the ticked ones (the only choice a single playbook's own
 * form makes), every one on the page shown, or every one the list's filters match.
 */
export async function readSelection(context: Pick<AppContext, "db">, form: FormData): Promise<Target[]> {
  const scope = form.get("scope");
  if (scope === "matching") {
    const { search, status } = readManagerQuery(form);
    return listMatchingTargets(context.db, { search, status });
  }
  const slugs = [...new Set(texts(form, scope === "page" ? "pageSlug" : "slug"))];
  return playbookIdsBySlug(context.db, slugs);
}

/** Runs one bulk action from the playbook manager (or a single playbook's schedule and unpublish forms). */
export async function runBulkAction(
  context: Pick<AppContext, "db" | "logger">,
  intent: BulkIntent,
  form: FormData,
  admin: { email: string },
): Promise<BulkOutcome> {
  const targets = await readSelection(context, form);
  if (targets.length === 0) return { ok: false, message: "Select at least one playbook first." };
  const outcome = await ACTIONS[intent](context, targets, form, admin);
  context.logger.info({ intent, playbooks: targets.length, ok: outcome.ok, by: admin.email }, "bulk playbook action");
  return outcome;
}

type Action = (
  context: Pick<AppContext, "db">,
  targets: Target[],
  form: FormData,
  admin: { email: string },
) => Promise<BulkOutcome>;

const ACTIONS: Record<BulkIntent, Action> = {
  async "bulk-publish"({ db }, targets) {
    const changed = await changeStatusNow(db, ids(targets), "publish");
    const already = targets.length - changed.length;
    const warning = await emptyPartsWarningFor(db, ids(targets));
    return {
      ok: true,
      message: `Published ${count(changed.length)}: on the site now.${already > 0 ? ` ${count(already)} ${already === 1 ? "was" : "were"} published already.` : ""}${warning ? ` ${warning}` : ""}`,
    };
  },

  async "bulk-unpublish"({ db }, targets) {
    const changed = await changeStatusNow(db, ids(targets), "unpublish");
    const already = targets.length - changed.length;
    return {
      ok: true,
      message: `Unpublished ${count(changed.length)}: drafts again, seen only in the admin.${already > 0 ? ` ${count(already)} ${already === 1 ? "was a draft" : "were drafts"} already.` : ""}`,
    };
  },

  async "bulk-schedule"({ db }, targets, form) {
    const request = readScheduleForm(form);
    if (!request.ok) return { ok: false, message: request.error };
    if (!request.publishAt && !request.unpublishAt)
      return { ok: false, message: "Enter a Publish at or an Unpublish at time (Clear schedule removes them)." };
    const { scheduled, skipped } = await schedulePublication(db, targets, request);
    const when = (at: Date | null, label: string) =>
      at ? `${label} ${formatScheduledTime(at, request.timeZone)}` : "";
    const times = [when(request.publishAt, "publishes"), when(request.unpublishAt, "unpublishes")].filter(Boolean);
    const done = `Scheduled ${count(scheduled.length)}: ${times.join(", then ")}.`;
    const left =
      skipped.length > 0
        ? ` ${count(skipped.length)} left out: a published playbook cannot get a publish time, and a draft gets an unpublish time only with a publish time.`
        : "";
    return { ok: scheduled.length > 0, message: `${done}${left}`, timeZone: request.timeZone };
  },

  async "bulk-unschedule"({ db }, targets) {
    const { scheduled } = await schedulePublication(db, targets, { publishAt: null, unpublishAt: null });
    return { ok: true, message: `Cleared the schedule of ${count(scheduled.length)}: nothing changes by itself.` };
  },

  async "bulk-trash"({ db }, targets, _form, admin) {
    let moved = 0;
    for (const target of targets) if (await moveToTrash(db, target.slug, admin.email)) moved += 1;
    return {
      ok: moved > 0,
      message: `Moved ${count(moved)} to the trash: restore ${moved === 1 ? "it" : "them"} there within 30 days.`,
    };
  },

  async "bulk-categories"({ db }, targets, form, admin) {
    const ai = texts(form, "bulkAi").filter((id) => AI_CATEGORIES.some((category) => category.id === id));
    const baton = texts(form, "bulkBaton").filter((id) => BATON_CATEGORIES.some((category) => category.id === id));
    if (ai.length === 0 && baton.length === 0)
      return { ok: false, message: "Tick the categories to set: AI categories, BATON categories, or both." };
    for (const target of targets) {
      const stored = await updatePlaybookCategories(
        db,
        target.slug,
        {
          type: "set",
          aiCategories: ai.length > 0 ? ai : undefined,
          batonCategories: baton.length > 0 ? baton : undefined,
        },
        admin.email,
      );
      if (!stored)
        return { ok: false, message: `"${target.title}" was deleted meanwhile; the others before it were updated.` };
    }
    const names = [...ai, ...baton].map((id) => categoryTitle(id)).join(", ");
    const kept =
      ai.length === 0
        ? " Their AI categories are unchanged."
        : baton.length === 0
          ? " Their BATON categories are unchanged."
          : "";
    return { ok: true, message: `Set the categories of ${count(targets.length)}: ${names}.${kept}` };
  },
};

const ids = (targets: readonly Target[]) => targets.map((target) => target.id);
