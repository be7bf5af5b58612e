import { useId, type ReactNode } from "react";
import type { ChoiceLike } from "~/modules/tools/choice";

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceLike[];
  defaultValue?: string;
  /** Grid columns on wide screens. */
  columns?: 1 | 2 | 3;
  /** Visually hides the legend when a heading above already says it. */
  hideLegend?: boolean;
}

const COLUMNS = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

/**
 * Native radio buttons drawn as cards: arrow keys, Space and screen readers work as they do for
 * any radio group, and the choice submits with the form without JavaScript.
 */
export function ChoiceGroup({ name, legend, options, defaultValue, columns = 2, hideLegend }: ChoiceGroupProps) {
  // Ids come from the position, not the value: a value may hold spaces ("Real Estate"), which
  // an id must not.
  const groupId = useId();
  return (
    <fieldset>
      <legend className={hideLegend ? "sr-only" : "mb-3 text-lg font-semibold text-slate-950"}>{legend}</legend>
      <div className={`grid gap-3 ${COLUMNS[columns]}`}>
        {options.map((option, index) => {
          const id = `${groupId}-${index}`;
          return (
            <div key={option.value} className="relative">
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="flex h-full cursor-pointer items-start justify-between gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 hover:border-brand-500 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              >
                <span>
                  <span className="block font-semibold text-slate-950">{option.label}</span>
                  {option.description && (
                    <span className="mt-1 block text-sm text-slate-700">{option.description}</span>
                  )}
                </span>
                {option.aside && <span className="shrink-0 text-sm font-medium text-brand-700">{option.aside}</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
