import { CalendarX, EyeOff, Globe } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import type { PublishOutcome, PublishSummary } from "~/modules/publishing/publish-flow.server";
import type { FeedDateChoice } from "~/modules/publishing/publish-form";
import { formatScheduledTime, toLocalDateTime } from "~/modules/publishing/time-zone";
import { FeedDateFields } from "./FeedDateFields";
import { PartsReview } from "./PartsReview";
import { WhenFields } from "./WhenFields";

interface PublishConfirmationProps {
  summary: PublishSummary;
  /** The answer to a confirmation sent before scripts loaded. */
  answer?: PublishOutcome;
  /** Called once the change is made (the dialog closes). */
  onDone?: (outcome: PublishOutcome) => void;
  /** On its own page: the way back, kept through the confirmation's post. */
  returnTo?: string;
}

/**
 * Says what will happen before it happens: which parts go public, at which address, on which
 * date feeds will show, and any part that is empty or short; then publishes, schedules,
 * unpublishes or clears the schedule. The same form in the dialog and on its own page.
 */
export function PublishConfirmation({ summary, answer, onDone, returnTo }: PublishConfirmationProps) {
  const fetcher = useFetcher<PublishOutcome>();
  const hydrated = useHydrated();
  const scheduled = summary.status === "draft" ? summary.publishAt : summary.unpublishAt;
  const [when, setWhen] = useState<"now" | "schedule">(scheduled ? "schedule" : "now");
  const [feedDate, setFeedDate] = useState<FeedDateChoice>(summary.publishedAt ? "keep" : "public");
  const result = fetcher.data ?? answer;

  useEffect(() => {
    if (fetcher.data?.ok) onDone?.(fetcher.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.data]);

  const publishing = summary.status === "draft";
  const verb = publishing ? "Publish" : "Unpublish";
  const submitLabel = !hydrated ? verb : when === "now" ? `${verb} now` : `Schedule`;
  const Icon = publishing ? Globe : EyeOff;
  return (
    <fetcher.Form
      method="post"
      action={`/admin/playbooks/${summary.slug}/publish${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`}
      className="space-y-5"
    >
      <div className="space-y-1 text-sm text-slate-800">
        {publishing ? (
          <p>
            Goes public at <strong className="break-all">{summary.address}</strong>, and joins the catalog, search, the
            RSS feed and the sitemap.
          </p>
        ) : (
          <p>
            Takes <strong className="break-all">{summary.address}</strong> off the site: readers get “not found”, and it
            leaves the catalog, search, the feed and the sitemap. It stays here as a draft, with its date.
          </p>
        )}
        {scheduled && (
          <p className="font-medium text-sky-900">
            {publishing ? "Scheduled to go public" : "Scheduled to come down"}{" "}
            {formatScheduledTime(scheduled, summary.timeZone)}.
          </p>
        )}
      </div>
      {publishing && <PartsReview parts={summary.parts} />}
      <WhenFields
        verb={verb}
        when={when}
        onWhen={setWhen}
        scheduleAt={scheduled ? toLocalDateTime(scheduled, summary.timeZone) : ""}
        timeZone={summary.timeZone}
        timeZones={summary.timeZones}
      />
      {publishing && (
        <FeedDateFields
          stored={summary.publishedAt}
          when={when}
          timeZone={summary.timeZone}
          choice={feedDate}
          onChoice={setFeedDate}
        />
      )}
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg border p-3 text-sm ${result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          {result.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {scheduled && (
          <button type="submit" name="intent" value="unschedule" className={`${buttonClass("ghost")} mr-auto`}>
            <CalendarX aria-hidden="true" className="size-4" />
            Cancel schedule
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value={publishing ? "publish" : "unpublish"}
          disabled={fetcher.state !== "idle"}
          className={buttonClass("primary")}
        >
          <Icon aria-hidden="true" className="size-4" />
          {fetcher.state === "submitting" ? "Working…" : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
