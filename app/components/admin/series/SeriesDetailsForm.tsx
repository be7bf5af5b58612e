import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SlugField } from "~/components/admin/SlugField";
import { SeriesIcon } from "~/components/series/SeriesIcon";
import { buttonClass } from "~/components/ui/button";
import { SERIES_ICON_LABELS, SERIES_ICONS } from "~/modules/series/icons";
import type { SeriesDetailsDraft } from "~/modules/series/series-form";

interface SeriesDetailsFormProps {
  /** What the fields start with: the stored series, or the refused form as typed. */
  values: SeriesDetailsDraft;
  /** The version edited (absent when creating): a save from a stale page is refused. */
  version?: number;
  intent: "create" | "save-details";
  submitLabel: string;
  errors?: string;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";

/** Title, slug, description and icon: creates a series or saves one, as a plain form post. */
export function SeriesDetailsForm({ values, version, intent, submitLabel, errors }: SeriesDetailsFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {errors && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors}
        </p>
      )}
      <label className="block text-sm font-medium text-slate-800">
        Title
        <input name="title" defaultValue={values.title} required maxLength={120} className={fieldClass} />
      </label>
      <SlugField
        label="Slug"
        prefix="/series/"
        name="slug"
        defaultValue={values.slug}
        placeholder="made from the title"
        hint="Lowercase letters, digits and hyphens. If it changes later, the old address redirects to the new one."
      />
      <label className="block text-sm font-medium text-slate-800">
        Description
        <textarea
          name="description"
          defaultValue={values.description}
          rows={3}
          maxLength={1000}
          className={fieldClass}
        />
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Icon</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {SERIES_ICONS.map((icon) => (
            <label
              key={icon}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="icon" value={icon} defaultChecked={values.icon === icon} required />
              <SeriesIcon icon={icon} className="size-5 text-brand-700" />
              {SERIES_ICON_LABELS[icon]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClass("primary")}>
        <Save aria-hidden="true" className="size-4" />
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
