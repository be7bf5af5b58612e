interface Option {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

/** A labelled select that is a plain form field without JavaScript and applies at once with it. */
export function FilterSelect({ label, name, value, options, onChange }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
