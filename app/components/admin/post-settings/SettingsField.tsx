import { useId, type ReactNode } from "react";
import { lengthStatus, type LengthRule } from "~/modules/seo/lengths";

export const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-invalid:border-red-600";

interface SettingsFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field: what it is for, and its default. */
  hint?: ReactNode;
  /** Counts characters against the rule, with where text gets cut. */
  length?: { rule: LengthRule; whereCut?: string };
  error?: string;
  multiline?: boolean;
  type?: "text" | "url";
  placeholder?: string;
}

const COUNT_COLORS = {
  empty: "text-slate-600",
  fits: "text-emerald-800",
  long: "text-amber-800",
  over: "text-red-700",
};

/** A labelled text field of the settings form, with its hint, its live character count and its error. */
export function SettingsField({
  name,
  label,
  value,
  onChange,
  hint,
  length,
  error,
  multiline,
  type = "text",
  placeholder,
}: SettingsFieldProps) {
  const id = useId();
  const status = length && lengthStatus(value, length.rule, length.whereCut);
  const described = [hint && `${id}-hint`, status && `${id}-count`, error && `${id}-error`].filter(Boolean).join(" ");
  const Input = multiline ? "textarea" : "input";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={fieldClass}
        {...(multiline ? { rows: 3 } : { type })}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {status && (
        <p id={`${id}-count`} className={`mt-1 text-xs ${COUNT_COLORS[status.state]}`}>
          {status.message}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
