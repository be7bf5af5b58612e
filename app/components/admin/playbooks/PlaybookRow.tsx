import { Eye, History, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { editorHref } from "~/modules/editor/addresses";
import { Link } from "react-router";
import { PostSettingsPanel } from "~/components/admin/post-settings/PostSettingsPanel";
import { PublishFlow } from "~/components/admin/publishing/PublishFlow";
import { ScheduleBadge } from "~/components/admin/publishing/ScheduleBadge";
import { buttonClass } from "~/components/ui/button";
import type { ManagedPlaybook } from "~/db/queries/admin-playbooks.server";
import { categoryTitle } from "~/modules/catalog/categories";
import { BULK_FORM_ID } from "./BulkActionsBar";
import { DeletePlaybookButton } from "./DeletePlaybookButton";
import { StatusBadge } from "./StatusBadge";

interface PlaybookRowProps {
  playbook: ManagedPlaybook;
  timeZone: string;
  /** The list as shown, where the publish confirmation leads back to without scripts. */
  listHref: string;
  /** Its schedule form, when it is open. */
  schedulePanel?: ReactNode;
}

export function PlaybookRow({ playbook, timeZone, listHref, schedulePanel }: PlaybookRowProps) {
  const categories = [categoryTitle(playbook.category), categoryTitle(playbook.batonCategory)].filter(Boolean);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            name="slug"
            value={playbook.slug}
            form={BULK_FORM_ID}
            aria-label={`Select ${playbook.title}`}
            className="mt-1.5 size-4 shrink-0 accent-brand-600"
          />
          <div className="min-w-0">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-950">
              <Link to={editorHref(playbook.slug)} className="hover:text-brand-700 hover:underline">
                {playbook.title}
              </Link>
              {playbook.status === "draft" && <StatusBadge status="draft" />}
              <ScheduleBadge publishAt={playbook.publishAt} unpublishAt={playbook.unpublishAt} timeZone={timeZone} />
            </h2>
            <p className="text-sm text-slate-600">/{playbook.slug}</p>
            <p className="mt-1 flex flex-wrap gap-2 text-xs text-slate-600">
              {categories.map((title) => (
                <span key={title} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
                  {title}
                </span>
              ))}
              <span>{playbook.partCount} parts</span>
              <span>{playbook.wordCount.toLocaleString("en")} words</span>
              <span>{playbook.readingTimeMinutes} min read</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <PublishFlow slug={playbook.slug} title={playbook.title} status={playbook.status} returnTo={listHref} />
          <Link to={editorHref(playbook.slug)} className={buttonClass("secondary", "sm")}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {playbook.title}</span>
          </Link>
          <a
            href={`/admin/playbooks/${playbook.slug}/preview`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass("secondary", "sm")}
          >
            <Eye aria-hidden="true" className="size-4" />
            Preview<span className="sr-only"> {playbook.title} (opens in a new tab)</span>
          </a>
          <PostSettingsPanel slug={playbook.slug} title={playbook.title} />
          <Link to={`/admin/playbooks/${playbook.slug}/revisions`} className={buttonClass("secondary", "sm")}>
            <History aria-hidden="true" className="size-4" />
            History<span className="sr-only"> of {playbook.title}</span>
          </Link>
          <DeletePlaybookButton slug={playbook.slug} title={playbook.title} />
        </div>
      </div>
      {schedulePanel}
    </li>
  );
}
