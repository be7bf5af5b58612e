import { useId } from "react";
import { formatScheduledTime } from "~/modules/publishing/time-zone";
import type { SettingsPageData } from "~/modules/post-settings/settings-page.server";
import { fieldClass } from "./SettingsField";

interface PublishDateFieldProps {
  data: SettingsPageData;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The date the playbook shows as published, in a time zone the form names (the browser's, or one chosen). */
export function PublishDateField({ data, value, onChange, error }: PublishDateFieldProps) {
  const id = useId();
  const { draft, status, publishAt } = data;
  const hint =
    status === "published"
      ? "Shown in the feed, the sitemap and search results. Backdate it for a playbook first published elsewhere."
      : publishAt
        ? `Empty: dated by its scheduled time, ${formatScheduledTime(publishAt, draft.timeZone)}. A date you set may not be later.`
        : "Empty: dated the moment it goes public. Set an earlier date to backdate it.";
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Publish date
        </label>
        <input
          id={id}
          type="datetime-local"
          step={60}
          name="publishedAt"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-slate-800">
          Time zone
        </label>
        <select id={`${id}-zone`} name="timeZone" defaultValue={draft.timeZone} className={fieldClass}>
          {data.timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="basis-full text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
