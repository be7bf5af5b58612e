/** One option of a choice question, as the tools' content tables list them and the wizards show them. */
export interface ChoiceLike {
  value: string;
  label: string;
  description?: string;
  /** A short fact shown on the option's right, e.g. a duration. */
  aside?: string;
}

/** The values of a list of options, for validating answers read from a URL. */
export function optionValues(options: readonly ChoiceLike[]): string[] {
  return options.map((option) => option.value);
}
