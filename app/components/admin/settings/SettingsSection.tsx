import { CheckCircle2, CircleDashed, PlugZap, Save } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatAdminDate } from "~/modules/admin/format";
import type { SettingsFormResult } from "~/modules/settings/settings-form.server";
import type { SettingGroupView } from "~/modules/settings/settings-page.server";
import { SettingControl } from "./SettingControl";

interface SettingsSectionProps {
  group: SettingGroupView;
  /** The page's own answer when the form was sent before scripts loaded. */
  pageResult?: SettingsFormResult;
}

/**
 * One section of the settings page, saved on its own: a form that works as a plain post, and
 * with scripts sends in the background, so what is typed in the other sections stays.
 */
export function SettingsSection({ group, pageResult }: SettingsSectionProps) {
  const fetcher = useFetcher<SettingsFormResult>({ key: `settings-${group.id}` });
  const result = fetcher.data ?? (pageResult?.group === group.id ? pageResult : undefined);
  const refused = result && !result.ok ? result : undefined;
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : undefined;
  const editable = group.fields.some((field) => field.source !== "environment");
  const headingId = `${group.id}-heading`;
  // A saved form starts afresh (secret fields empty again); a refused one keeps what was typed.
  const version = group.fields.map((field) => field.updatedAt ?? "").join("|");
  return (
    <section
      id={group.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-950">
        {group.title}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{group.description}</p>
      {group.problems.map((problem) => (
        <p key={problem} className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {problem}
        </p>
      ))}
      <fetcher.Form
        key={version}
        method="post"
        encType={group.fields.some((field) => field.input === "image") ? "multipart/form-data" : undefined}
        className="mt-5 space-y-5"
        aria-labelledby={headingId}
      >
        <input type="hidden" name="group" value={group.id} />
        {group.fields.map((field) => (
          <SettingControl
            key={field.key}
            field={field}
            typed={refused?.values[field.key]}
            error={refused?.errors[field.key]}
          />
        ))}
        {result && (
          <p
            role={result.ok ? "status" : "alert"}
            className={`rounded-lg border p-3 text-sm ${
              result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"
            }`}
          >
            {result.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {editable && (
            <button type="submit" name="intent" value="save" disabled={sending !== undefined} className={buttonClass()}>
              <Save aria-hidden="true" className="size-4" />
              {sending === "save" ? "Saving..." : group.saveLabel}
            </button>
          )}
          {group.connection && (
            <button
              type="submit"
              name="intent"
              value="test"
              disabled={sending !== undefined}
              className={buttonClass("secondary")}
            >
              <PlugZap aria-hidden="true" className="size-4" />
              {sending === "test" ? "Testing..." : "Test connection"}
            </button>
          )}
          {group.connectionStatus && <ConnectionNote status={group.connectionStatus} />}
        </div>
      </fetcher.Form>
    </section>
  );
}

function ConnectionNote({ status }: { status: NonNullable<SettingGroupView["connectionStatus"]> }) {
  if (status.state === "connected") {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Connected: tested {formatAdminDate(status.testedAt)}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <CircleDashed aria-hidden="true" className="size-4" />
      {status.state === "unset" ? "Not set" : "Not tested with these settings yet"}
    </span>
  );
}
