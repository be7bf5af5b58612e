import { useId } from "react";
import type { PostSettingsDraft, SettingsProblem } from "~/modules/post-settings/settings-form";
import type { SettingsPageData } from "~/modules/post-settings/settings-page.server";
import { fieldClass } from "./SettingsField";

interface SeriesFieldsProps {
  data: SettingsPageData;
  draft: PostSettingsDraft;
  field: <K extends keyof PostSettingsDraft>(name: K) => (value: PostSettingsDraft[K]) => void;
  errorOf: (name: SettingsProblem["field"]) => string | undefined;
}

/** Which series the playbook is read in, and its place there (1 for first; past the end puts it last). */
export function SeriesFields({ data, draft, field, errorOf }: SeriesFieldsProps) {
  const id = useId();
  const error = errorOf("seriesId") ?? errorOf("seriesPosition");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-64">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Series
          </label>
          <select
            id={id}
            name="seriesId"
            value={draft.seriesId}
            onChange={(event) => field("seriesId")(event.currentTarget.value)}
            aria-describedby={`${id}-hint`}
            className={fieldClass}
          >
            <option value="">None</option>
            {data.series.map((series) => (
              <option key={series.id} value={series.id}>
                {series.title} ({series.playbookCount} {series.playbookCount === 1 ? "playbook" : "playbooks"})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-position`} className="block text-sm font-medium text-slate-800">
            Position
          </label>
          <input
            id={`${id}-position`}
            name="seriesPosition"
            inputMode="numeric"
            value={draft.seriesPosition}
            disabled={draft.seriesId === ""}
            onChange={(event) => field("seriesPosition")(event.currentTarget.value)}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className={`${fieldClass} w-24`}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Readers see the series' other playbooks before and after this one. Position 1 is first; empty or past the end
        puts it last.
        {data.alsoInSeries.length > 0 && ` Also in ${data.alsoInSeries.join(", ")}: manage those in Series.`}
      </p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
