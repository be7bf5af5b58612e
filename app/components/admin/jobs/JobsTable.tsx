import { RotateCcw, Trash2 } from "lucide-react";
import { OneClickButton } from "~/components/admin/OneClickButton";
import type { AdminJob } from "~/db/queries/job-admin.server";
import { formatAdminDate } from "~/modules/admin/format";
import { AdminTable } from "~/components/ui/AdminTable";

/** A job as the screen shows it: what it does and what it is about, in words. */
export interface ListedJob extends AdminJob {
  label: string;
  subject?: string;
}

export type JobList = "failed" | "running" | "pending" | "recurring";

const WHEN_HEADING: Record<JobList, string> = {
  failed: "Failed",
  running: "Started",
  pending: "Due",
  recurring: "Next run",
};

function when(job: ListedJob, list: JobList, now: string): string {
  if (list === "failed") return job.finishedAt ? formatAdminDate(job.finishedAt) : "–";
  if (list === "running") return formatAdminDate(job.updatedAt);
  return job.runAt <= now ? "Due now" : formatAdminDate(job.runAt);
}

/** One list of the jobs screen: each job, its attempts, when, its last error and what can be done with it. */
export function JobsTable({
  jobs,
  list,
  caption,
  now,
}: {
  jobs: ListedJob[];
  list: JobList;
  caption: string;
  now: string;
}) {
  const actions = list === "failed" || list === "pending";
  return (
    <AdminTable
      caption={caption}
      columns={[
        { label: "Job" },
        { label: "Attempts" },
        { label: WHEN_HEADING[list] },
        { label: "Last error" },
        ...(actions ? [{ label: "Actions", hidden: true }] : []),
      ]}
    >
      {jobs.map((job) => {
        const named = job.subject ? `${job.label}: ${job.subject}` : job.label;
        return (
          <tr key={job.id} className="align-top">
            <th scope="row" className="px-4 py-3 font-normal">
              <span className="block font-medium text-slate-950">{job.label}</span>
              {job.subject && <span className="block break-all text-slate-700">{job.subject}</span>}
            </th>
            <td className="px-4 py-3 text-slate-700 tabular-nums">{job.attempts}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{when(job, list, now)}</td>
            <td className="px-4 py-3 text-slate-700">
              {job.lastError ? (
                <span className="block max-w-xl font-mono text-xs break-words whitespace-pre-wrap">
                  {job.lastError}
                </span>
              ) : (
                <span className="text-slate-500">None</span>
              )}
            </td>
            {actions && (
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  {list === "failed" && (
                    <OneClickButton
                      fields={{ intent: "retry", id: job.id }}
                      label={`Retry ${named}`}
                      icon={RotateCcw}
                      text="Retry"
                      busyText="Queueing..."
                    />
                  )}
                  <OneClickButton
                    fields={{ intent: "discard", id: job.id }}
                    label={`Discard ${named}`}
                    icon={Trash2}
                    text="Discard"
                    busyText="Discarding..."
                    danger
                  />
                </div>
              </td>
            )}
          </tr>
        );
      })}
    </AdminTable>
  );
}
