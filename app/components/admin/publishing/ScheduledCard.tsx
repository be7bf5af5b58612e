import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import type { ScheduledPlaybook } from "~/db/queries/publication.server";
import { managerHref } from "~/modules/admin/manager-query";
import { ScheduleBadge } from "./ScheduleBadge";
import { useOwnerTimeZone } from "./useOwnerTimeZone";

/** The admin home's list of what will go public or come down by itself, soonest first. */
export function ScheduledCard({ scheduled, timeZone }: { scheduled: readonly ScheduledPlaybook[]; timeZone: string }) {
  useOwnerTimeZone(timeZone);
  return (
    <section aria-labelledby="scheduled-heading" className="mt-10">
      <h2 id="scheduled-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
        <CalendarClock aria-hidden="true" className="size-5 text-slate-500" />
        Scheduled
      </h2>
      {scheduled.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing is scheduled. Set a publish time from a playbook&apos;s Schedule button in the{" "}
          <Link to="/admin/playbooks" className="font-semibold text-brand-700 hover:underline">
            Playbook Manager
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {scheduled.map((playbook) => (
            <li key={playbook.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <Link
                to={managerHref({ status: "scheduled", schedule: playbook.slug })}
                className="font-semibold text-brand-700 hover:underline"
              >
                {playbook.title}
              </Link>
              <ScheduleBadge publishAt={playbook.publishAt} unpublishAt={playbook.unpublishAt} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
