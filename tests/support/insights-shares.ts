import type { Share } from "~/modules/analytics/insights/share";

/** Every Share in the dashboard's figures, wherever it sits, with where: each is a rate a screen or a CSV shows. */
export function sharesIn(value: unknown, path = "insights"): [string, Share][] {
  if (typeof value !== "object" || value === null) return [];
  const entries = Object.entries(value);
  if (entries.length === 2 && typeof (value as Share).part === "number" && typeof (value as Share).whole === "number")
    return [[path, value as Share]];
  return entries.flatMap(([key, inner]) => sharesIn(inner, `${path}.${key}`));
}
