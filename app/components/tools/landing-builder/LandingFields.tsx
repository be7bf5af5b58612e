import type { ReactNode } from "react";
import { DELIVERY_MODES, FIELD_LABELS, FORMATS, type LandingForm } from "~/modules/tools/landing-builder/form";

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-950 placeholder:text-slate-500 focus:border-brand-600";

interface FieldsProps {
  step: number;
  values: LandingForm;
  onChange: (field: keyof LandingForm, value: string | boolean) => void;
}

function TextField(
  props: FieldsProps & { field: keyof LandingForm; type?: string; required?: boolean; placeholder?: string },
) {
  const { field, values, onChange } = props;
  return (
    <div>
      <label htmlFor={`landing-${field}`} className="mb-1 block text-sm font-medium text-slate-800">
        {FIELD_LABELS[field]}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`landing-${field}`}
        type={props.type ?? "text"}
        name={field}
        required={props.required}
        maxLength={field === "customFocus" ? 300 : 160}
        placeholder={props.placeholder}
        value={values[field] as string}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        className={inputClass}
      />
    </div>
  );
}

function RadioRow(
  props: FieldsProps & { field: "format" | "deliveryMode"; options: readonly { value: string; label: string }[] },
) {
  const { field, values, onChange } = props;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {FIELD_LABELS[field]}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-200 px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={field}
              value={option.value}
              checked={values[field] === option.value}
              onChange={() => onChange(field, option.value)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The visible fields of one step of the landing page form. */
export function LandingFields(props: FieldsProps) {
  const { step, values, onChange } = props;
  const steps: Record<number, ReactNode> = {
    1: (
      <>
        <TextField {...props} field="workshopName" required placeholder="e.g. AI for Busy Estate Agents" />
        <RadioRow {...props} field="format" options={FORMATS} />
        <TextField {...props} field="audience" required placeholder="e.g. estate agents and lettings teams" />
        <TextField {...props} field="industry" required placeholder="e.g. Real estate" />
      </>
    ),
    2: (
      <>
        <RadioRow {...props} field="deliveryMode" options={DELIVERY_MODES} />
        <TextField {...props} field="organizationName" required />
        <TextField {...props} field="customFocus" placeholder="e.g. writing property listings" />
        <label className="flex items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name="includePricing"
            checked={values.includePricing}
            onChange={(event) => onChange("includePricing", event.currentTarget.checked)}
            className="size-5 accent-brand-600"
          />
          {FIELD_LABELS.includePricing}
        </label>
      </>
    ),
    3: (
      <>
        <TextField {...props} field="facilitatorName" required />
        <TextField {...props} field="email" type="email" required />
        <TextField {...props} field="phone" type="tel" />
      </>
    ),
  };
  return <div className="space-y-5">{steps[step]}</div>;
}
