interface CategoryCheckboxProps {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled category checkbox, styled alike in the category manager and the playbook editor. */
export function CategoryCheckbox({ name, value, label, checked, onChange }: CategoryCheckboxProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 rounded border-slate-400 accent-brand-600"
      />
      {label}
    </label>
  );
}
