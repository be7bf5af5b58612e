import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ErrorAlert } from "~/components/tools/ErrorAlert";
import { RANGE_OPTIONS, type InsightsRange } from "~/modules/analytics/insights/range";

const FIELD = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-950";

/**
 * The period to show: a preset, or a custom range with both dates. A plain GET form, so it
 * works before scripts load and every view has an address to bookmark or share.
 */
export function RangeForm({ range, error, today }: { range: InsightsRange; error?: string; today: string }) {
  const custom = range.key === "custom";
  return (
    <div className="mb-6">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="insights-range" className="mb-1 block text-sm font-medium text-slate-800">
            Period
          </label>
          <select id="insights-range" name="range" defaultValue={range.key} className={FIELD}>
            {RANGE_OPTIONS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="insights-from" className="mb-1 block text-sm font-medium text-slate-800">
            From (custom)
          </label>
          <input
            id="insights-from"
            type="date"
            name="from"
            max={today}
            defaultValue={custom ? range.from : ""}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="insights-to" className="mb-1 block text-sm font-medium text-slate-800">
            To (custom)
          </label>
          <input
            id="insights-to"
            type="date"
            name="to"
            max={today}
            defaultValue={custom ? range.to : ""}
            className={FIELD}
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Show
        </button>
      </Form>
      {error && <ErrorAlert className="mt-3">{error}</ErrorAlert>}
      <p className="mt-3 text-sm text-slate-700">
        {range.from === range.to ? range.from : `${range.from} to ${range.to}`} (UTC days), compared with{" "}
        {range.previous.from === range.previous.to
          ? range.previous.from
          : `${range.previous.from} to ${range.previous.to}`}
        .
      </p>
    </div>
  );
}
