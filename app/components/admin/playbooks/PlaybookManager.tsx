import { Search } from "lucide-react";
import { Form } from "react-router";
import { SchedulePanel } from "~/components/admin/publishing/SchedulePanel";
import { useOwnerTimeZone } from "~/components/admin/publishing/useOwnerTimeZone";
import { buttonClass } from "~/components/ui/button";
import type { ManagedPlaybook } from "~/db/queries/admin-playbooks.server";
import { MANAGER_PAGE_SIZE, managerHref, type ManagerQuery } from "~/modules/admin/manager-query";
import { BulkActionsBar } from "./BulkActionsBar";
import { ManagerPagination, StatusFilterLinks } from "./ManagerFilters";
import { PlaybookRow } from "./PlaybookRow";

interface PlaybookManagerProps {
  playbooks: ManagedPlaybook[];
  /** How many match the search and filter, on every page. */
  total: number;
  query: ManagerQuery;
  /** The zone times are shown and entered in: the owner's browser's, or the one they chose. */
  timeZone: string;
  timeZones: readonly string[];
}

export function PlaybookManager({ playbooks, total, query, timeZone, timeZones }: PlaybookManagerProps) {
  useOwnerTimeZone(timeZone);
  const listQuery = { ...query, schedule: undefined };
  const closeHref = managerHref(listQuery);
  const filtered = query.search || query.status !== "all";

  return (
    <>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {query.status !== "all" && <input type="hidden" name="status" value={query.status} />}
        <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
          Search playbooks
          <input
            type="search"
            name="q"
            defaultValue={query.search}
            placeholder="Title, description or slug"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
        <p className="flex items-center gap-2 py-2 text-sm text-slate-700">
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">{total}</span>{" "}
          {total === 1 ? "playbook" : "playbooks"}
        </p>
      </Form>
      <StatusFilterLinks query={query} />

      {playbooks.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{filtered ? "No playbooks found" : "No playbooks yet"}</p>
          <p className="mt-1 text-slate-600">
            {filtered ? "Try adjusting your search terms or filter" : "Import some playbooks to get started"}
          </p>
        </div>
      ) : (
        <>
          <BulkActionsBar
            query={query}
            pageSlugs={playbooks.map((playbook) => playbook.slug)}
            total={total}
            timeZone={timeZone}
            timeZones={timeZones}
          />
          <ul className="mt-6 space-y-4">
            {playbooks.map((playbook) => (
              <PlaybookRow
                key={playbook.slug}
                playbook={playbook}
                timeZone={timeZone}
                listHref={closeHref}
                schedulePanel={
                  playbook.slug === query.schedule && (
                    <SchedulePanel
                      slug={playbook.slug}
                      title={playbook.title}
                      publishAt={playbook.publishAt}
                      unpublishAt={playbook.unpublishAt}
                      timeZone={timeZone}
                      timeZones={timeZones}
                      closeHref={closeHref}
                    />
                  )
                }
              />
            ))}
          </ul>
          <ManagerPagination query={query} pages={Math.ceil(total / MANAGER_PAGE_SIZE)} />
        </>
      )}
    </>
  );
}
