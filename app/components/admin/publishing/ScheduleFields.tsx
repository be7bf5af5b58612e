import { toLocalDateTime } from "~/modules/publishing/time-zone";

interface ScheduleFieldsProps {
  /** Prefix for the inputs' ids (several forms may be on one page). */
  idPrefix: string;
  timeZone: string;
  timeZones: readonly string[];
  publishAt?: string | null;
  unpublishAt?: string | null;
}

const inputClass = "mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/**
 * "Publish at" and "Unpublish at" as wall-clock times in a zone the form names: the browser's
 * (useOwnerTimeZone puts it in the cookie the server renders with), or one chosen from the list.
 */
export function ScheduleFields({ idPrefix, timeZone, timeZones, publishAt, unpublishAt }: ScheduleFieldsProps) {
  return (
    <div key={timeZone} className="flex flex-wrap items-end gap-3">
      {(
        [
          ["publish-at", "publishAt", "Publish at", publishAt],
          ["unpublish-at", "unpublishAt", "Unpublish at", unpublishAt],
        ] as const
      ).map(([id, name, label, at]) => (
        <label key={name} htmlFor={`${idPrefix}-${id}`} className="text-sm font-medium text-slate-800">
          {label}
          <input
            id={`${idPrefix}-${id}`}
            type="datetime-local"
            step={1}
            name={name}
            defaultValue={at ? toLocalDateTime(at, timeZone) : ""}
            className={inputClass}
          />
        </label>
      ))}
      <label htmlFor={`${idPrefix}-time-zone`} className="text-sm font-medium text-slate-800">
        Time zone
        <select id={`${idPrefix}-time-zone`} name="timeZone" defaultValue={timeZone} className={inputClass}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
