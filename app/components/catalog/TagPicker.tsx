import { X } from "lucide-react";
import { inPlaceClick } from "~/components/ui/in-place-click";

interface TagPickerProps {
  /** "Business area", "Tool". */
  label: string;
  name: string;
  options: readonly string[];
  selected: readonly string[];
  onAdd: (value: string) => void;
  /** Where removing a value leads (a link, so it works without JavaScript too). */
  hrefWithout: (value: string) => string;
  /** Removes a value in place, once scripts run. */
  onRemove: (value: string) => void;
}

/**
 * A multi-select as chips plus an "add" picker that never offers a chosen value again.
 * Without JavaScript the chosen values travel as hidden fields and the picker is an
 * ordinary select submitted with the form.
 */
export function TagPicker({ label, name, options, selected, onAdd, hrefWithout, onRemove }: TagPickerProps) {
  if (options.length === 0) return null;
  const remaining = options.filter((option) => !selected.includes(option));
  const id = `filter-${name}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{label}s</legend>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {selected.map((value) => (
            <li key={value}>
              <input type="hidden" name={name} value={value} />
              <a
                href={hrefWithout(value)}
                onClick={inPlaceClick(() => onRemove(value))}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
                aria-label={`Remove ${label.toLowerCase()} ${value}`}
              >
                {value}
                <X aria-hidden="true" className="size-3.5" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {remaining.length > 0 && (
        <>
          <label htmlFor={id} className="sr-only">
            Add a {label.toLowerCase()}
          </label>
          <select
            id={id}
            name={name}
            value=""
            onChange={(event) => event.target.value && onAdd(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="">Add a {label.toLowerCase()}…</option>
            {remaining.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      )}
    </fieldset>
  );
}
