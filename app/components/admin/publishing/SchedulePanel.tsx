import { CalendarClock, X } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ScheduleFields } from "./ScheduleFields";

interface SchedulePanelProps {
  slug: string;
  title: string;
  publishAt: string | null;
  unpublishAt: string | null;
  timeZone: string;
  timeZones: readonly string[];
  closeHref: string;
}

/** One playbook's schedule: when it goes public and/or comes down, or no schedule at all. */
export function SchedulePanel({ slug, title, closeHref, ...fields }: SchedulePanelProps) {
  return (
    <Form
      method="post"
      aria-label={`Schedule ${title}`}
      className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <input type="hidden" name="slug" value={slug} />
      <p className="text-sm text-slate-700">
        The playbook goes public, or back to draft, at these times: leave a field empty for no such time.
      </p>
      <ScheduleFields idPrefix={`schedule-${slug}`} {...fields} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="bulk-schedule" className={buttonClass("primary", "sm")}>
          <CalendarClock aria-hidden="true" className="size-4" />
          Set schedule
        </button>
        {(fields.publishAt || fields.unpublishAt) && (
          <button type="submit" name="intent" value="bulk-unschedule" className={buttonClass("secondary", "sm")}>
            Clear schedule
          </button>
        )}
        <Link to={closeHref} preventScrollReset className={buttonClass("ghost", "sm")}>
          <X aria-hidden="true" className="size-4" />
          Close<span className="sr-only"> the schedule of {title}</span>
        </Link>
      </div>
    </Form>
  );
}
