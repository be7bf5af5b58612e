import { useId } from "react";

interface WhenFieldsProps {
  /** "Publish" or "Unpublish": what happens now or later. */
  verb: string;
  when: "now" | "schedule";
  onWhen: (when: "now" | "schedule") => void;
  scheduleAt: string;
  timeZone: string;
  timeZones: readonly string[];
}

const inputClass = "mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/** "Right now" or "Schedule" at a wall-clock time in a named time zone. */
export function WhenFields({ verb, when, onWhen, scheduleAt, timeZone, timeZones }: WhenFieldsProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">When</legend>
      <div className="mt-2 space-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="when"
            value="now"
            checked={when === "now"}
            onChange={() => onWhen("now")}
            className="accent-brand-600"
          />
          Right now
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="when"
            value="schedule"
            checked={when === "schedule"}
            onChange={() => onWhen("schedule")}
            className="accent-brand-600"
          />
          Schedule: {verb.toLowerCase()} at a time
        </label>
        <div className="flex flex-wrap gap-3 pl-6">
          <label htmlFor={`${id}-at`} className="text-sm text-slate-800">
            {verb} at
            <input
              id={`${id}-at`}
              type="datetime-local"
              step={1}
              name="scheduleAt"
              defaultValue={scheduleAt}
              onFocus={() => onWhen("schedule")}
              className={inputClass}
            />
          </label>
          <label htmlFor={`${id}-zone`} className="text-sm text-slate-800">
            Time zone
            <select id={`${id}-zone`} name="timeZone" defaultValue={timeZone} className={inputClass}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </fieldset>
  );
}
