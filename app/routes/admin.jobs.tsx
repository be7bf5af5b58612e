import { RotateCcw } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { OneClickButton } from "~/components/admin/OneClickButton";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { JobsTable, type JobList, type ListedJob } from "~/components/admin/jobs/JobsTable";
import { readDatabaseNow } from "~/db/clock";
import { discardJob, loadJobsOverview, retryFailedJobs } from "~/db/queries/job-admin.server";
import { activePauses } from "~/db/queries/job-pauses.server";
import { jobKindLabel, jobSubjects } from "~/modules/admin/background-jobs.server";
import { formatAdminDate } from "~/modules/admin/format";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.jobs";

/** Jobs shown per list; the counts say how many more there are. */
const LIST_LIMIT = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [overview, pauses, now] = await Promise.all([
    loadJobsOverview(context.db, { limit: LIST_LIMIT }),
    activePauses(context.db),
    readDatabaseNow(context.db),
  ]);
  const { counts, ...lists } = overview;
  const subjects = await jobSubjects(context.db, Object.values(lists).flat());
  const described = Object.fromEntries(
    Object.entries(lists).map(([list, jobs]) => [
      list,
      jobs.map((job): ListedJob => ({ ...job, label: jobKindLabel(job.kind), subject: subjects.get(job.id) })),
    ]),
  ) as Record<JobList, ListedJob[]>;
  return {
    admin,
    counts,
    jobs: described,
    pauses: [...pauses].map(([name, pause]) => ({ name, ...pause })),
    now: now.toISOString(),
  };
}

const JOB_ID = z.uuid();

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = JOB_ID.safeParse(form.get("id"));
  if (intent === "retry-all" || (intent === "retry" && id.success)) {
    const queued = await retryFailedJobs(context.db, intent === "retry" ? id.data : undefined);
    context.logger.info({ queued, by: admin.email }, "failed background jobs queued again");
    if (queued === 0) return data<AdminResult>({ ok: false, message: "Nothing to retry: no such failed job." }, 404);
    return {
      ok: true,
      message: `${queued === 1 ? "1 job" : `${queued} jobs`} queued again: they run within a few seconds.`,
    } satisfies AdminResult;
  }
  if (intent === "discard" && id.success) {
    const discarded = await discardJob(context.db, id.data);
    if (!discarded) {
      const message = "This job could not be discarded: it has already run, is running right now, or was discarded.";
      return data<AdminResult>({ ok: false, message }, 404);
    }
    context.logger.info({ ...discarded, by: admin.email }, "background job discarded");
    return { ok: true, message: `Discarded: ${jobKindLabel(discarded.kind)}.` } satisfies AdminResult;
  }
  return data<AdminResult>({ ok: false, message: "Unknown action." }, 400);
}

const SECTIONS: { list: JobList; title: string; empty: string }[] = [
  { list: "failed", title: "Failed", empty: "No failed jobs." },
  { list: "running", title: "Running", empty: "Nothing is running right now." },
  { list: "pending", title: "Waiting", empty: "Nothing is waiting." },
  { list: "recurring", title: "Recurring tasks", empty: "No recurring task has run yet." },
];

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, jobs, pauses, now } = loaderData;
  return (
    <AdminPage
      title="Background jobs"
      description="Work the site does on its own: lead deliveries, scheduled publishing, image downloads and upkeep. A job that fails is tried again with a growing pause; one that keeps failing stops here until you retry or discard it."
      admin={loaderData.admin}
      actions={
        counts.failed > 0 && (
          <OneClickButton
            fields={{ intent: "retry-all" }}
            label="Retry all failed jobs"
            icon={RotateCcw}
            text="Retry all failed"
            busyText="Queueing..."
          />
        )
      }
    >
      <ResultNotice result={actionData} />
      <p className="mb-6 text-slate-700">
        {counts.failed} failed, {counts.running} running, {counts.pending} waiting.
      </p>
      {pauses.map((pause) => (
        <p key={pause.name} role="status" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          {pause.name} asked the site to wait: its jobs resume at {formatAdminDate(pause.until)} ({pause.reason}).
        </p>
      ))}
      {SECTIONS.map(({ list, title, empty }) => (
        <section key={list} aria-labelledby={`jobs-${list}`} className="mb-10">
          <h2 id={`jobs-${list}`} className="mb-3 text-xl font-bold text-slate-950">
            {title}
            {list !== "recurring" && (
              <span className="ml-2 text-base font-normal text-slate-600">({counts[list]})</span>
            )}
          </h2>
          {jobs[list].length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
          ) : (
            <>
              <JobsTable jobs={jobs[list]} list={list} caption={`${title} jobs`} now={now} />
              {list !== "recurring" && counts[list] > jobs[list].length && (
                <p className="mt-2 text-sm text-slate-600">
                  Showing the first {jobs[list].length} of {counts[list]}.
                </p>
              )}
            </>
          )}
        </section>
      ))}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Background jobs", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Background Jobs Error" />;
}
