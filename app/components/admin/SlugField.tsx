import { useId, type InputHTMLAttributes } from "react";

interface SlugFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "value" | "defaultValue" | "onChange" | "placeholder"
> {
  label: string;
  /** The fixed start of the address, shown before the field ("/catalog/"). */
  prefix: string;
  /** What happens to the old address when the slug changes. */
  hint: string;
  className?: string;
}

/** A slug typed after the fixed part of its address, with what a change does to the old one. */
export function SlugField({ label, prefix, hint, className = "", ...input }: SlugFieldProps) {
  const hintId = useId();
  return (
    <div className={className}>
      <label className="block text-sm font-medium text-slate-800">
        {label}
        <span className="mt-1 flex items-center rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
          <span aria-hidden="true" className="pl-3 text-slate-500">
            {prefix}
          </span>
          <input
            {...input}
            aria-describedby={hintId}
            className="w-full rounded-r-lg py-2 pr-3 text-slate-900 outline-none"
          />
        </span>
      </label>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
