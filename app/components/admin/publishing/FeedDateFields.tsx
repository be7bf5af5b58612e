import { useId } from "react";
import type { FeedDateChoice } from "~/modules/publishing/publish-form";
import { formatScheduledTime } from "~/modules/publishing/time-zone";

interface FeedDateFieldsProps {
  /** The date it already has (an earlier publication, or one set in its settings). */
  stored: string | null;
  when: "now" | "schedule";
  timeZone: string;
  choice: FeedDateChoice;
  onChoice: (choice: FeedDateChoice) => void;
}

const inputClass = "mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/**
 * Which date its feed item, sitemap entry and search results show: the one it has, the moment it
 * goes public, or another (a backdate) that the owner types.
 */
export function FeedDateFields({ stored, when, timeZone, choice, onChoice }: FeedDateFieldsProps) {
  const id = useId();
  const option = (value: FeedDateChoice, label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name="feedDate"
        value={value}
        checked={choice === value}
        onChange={() => onChoice(value)}
        className="accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Date shown in feeds</legend>
      <p className="text-xs text-slate-600">The RSS feed, the sitemap and search results show this date.</p>
      <div className="mt-2 space-y-2">
        {stored && option("keep", `Keep ${formatScheduledTime(stored, timeZone)}`)}
        {option("public", when === "now" ? "The moment it goes public (now)" : "The scheduled time")}
        {option("custom", "Another date (backdate)")}
        <label htmlFor={id} className="block pl-6 text-sm text-slate-800">
          Date shown
          <input
            id={id}
            type="datetime-local"
            step={1}
            name="publishedAt"
            onFocus={() => onChoice("custom")}
            className={inputClass}
          />
        </label>
      </div>
    </fieldset>
  );
}
