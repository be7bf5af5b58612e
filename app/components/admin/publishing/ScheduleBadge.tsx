import { CalendarClock } from "lucide-react";
import { formatScheduledTime } from "~/modules/publishing/time-zone";

/** "Publishes 2 Dec 2026, 14:30 (Europe/Paris)", and/or when it is taken down, in the owner's zone. */
export function ScheduleBadge({
  publishAt,
  unpublishAt,
  timeZone,
}: {
  publishAt: string | null;
  unpublishAt: string | null;
  timeZone: string;
}) {
  const parts = [
    publishAt && `Publishes ${formatScheduledTime(publishAt, timeZone)}`,
    unpublishAt && `Unpublishes ${formatScheduledTime(unpublishAt, timeZone)}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {parts.join("; ")}
    </span>
  );
}
