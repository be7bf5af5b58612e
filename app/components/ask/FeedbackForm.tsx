import { buttonClass } from "~/components/ui/button";
import { ASK_FEEDBACK_PATH, FEEDBACK_REASONS } from "~/modules/ask/feedback";

/**
 * Thumbs up or down on an answer, with a reason when down: a form posted to /ask/feedback,
 * which works without scripts; the ask page script posts it in place.
 */
export function FeedbackForm({ questionId }: { questionId: string }) {
  return (
    <form method="post" action={ASK_FEEDBACK_PATH} data-ask-feedback className="mt-8 rounded-lg bg-slate-50 p-4">
      <input type="hidden" name="id" value={questionId} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-950">Was this answer useful?</legend>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <button type="submit" name="vote" value="up" className={buttonClass("secondary", "sm")}>
            <span aria-hidden="true">👍</span> Yes
          </button>
          <label className="text-sm text-slate-700">
            If not, why?
            <select name="reason" className="ml-2 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
              {FEEDBACK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="vote" value="down" className={buttonClass("secondary", "sm")}>
            <span aria-hidden="true">👎</span> No
          </button>
        </div>
        <p data-ask-feedback-status role="status" className="mt-2 text-sm text-slate-700" />
      </fieldset>
    </form>
  );
}
