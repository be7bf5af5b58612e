import { useId } from "react";
import type { ChoiceLike } from "~/modules/tools/choice";
import { ChoiceGroup } from "./ChoiceGroup";

interface ChoiceWithOtherProps {
  name: string;
  otherName: string;
  legend: string;
  otherLabel: string;
  options: readonly ChoiceLike[];
  defaultValue: string;
  defaultOther: string;
  maxLength: number;
}

/** A list of choices plus "Other" with a text field; typing in the field selects "Other". */
export function ChoiceWithOther(props: ChoiceWithOtherProps) {
  const id = useId();
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name={props.name}
        legend={props.legend}
        columns={3}
        defaultValue={props.defaultValue}
        options={[...props.options, { value: "other", label: "Other" }]}
      />
      <div>
        <label htmlFor={`${id}-other`} className="mb-1 block text-sm font-medium text-slate-800">
          {props.otherLabel}
        </label>
        <input
          id={`${id}-other`}
          type="text"
          name={props.otherName}
          maxLength={props.maxLength}
          defaultValue={props.defaultOther}
          onInput={(event) => {
            const other = event.currentTarget.form?.querySelector<HTMLInputElement>(
              `input[name="${props.name}"][value="other"]`,
            );
            if (other && event.currentTarget.value.trim() !== "") other.checked = true;
          }}
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-950 focus:border-brand-600 sm:max-w-md"
        />
      </div>
    </div>
  );
}
