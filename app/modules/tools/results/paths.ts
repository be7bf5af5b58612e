/** Where a stored tool result is shown: its link, to reload, bookmark or share. */
export function resultPath(id: string): string {
  return `/tools/results/${id}`;
}

/** Added to a result's link on the visit right after it was generated, so that visit can say so once. */
export const GENERATED_PARAM = "generated";
