/** One option of a choice question, as the tools' content tables list them. */
export interface ChoiceLike {
  value: string;
  label: string;
  description?: string;
}

/** The values of a list of options, for validating answers read from a URL. */
export function optionValues(options: readonly ChoiceLike[]): string[] {
  return options.map((option) => option.value);
}
