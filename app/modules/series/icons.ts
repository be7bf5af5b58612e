/** The spec's series icons; any other stored value is shown with the BATON Basics icon. */
export const SERIES_ICONS = ["summer-camp", "baton-basics", "ai-building"] as const;

export type SeriesIconName = (typeof SERIES_ICONS)[number];

/** How the series manager names each icon in its picker. */
export const SERIES_ICON_LABELS: Record<SeriesIconName, string> = {
  "summer-camp": "Summer camp (sun)",
  "baton-basics": "BATON basics (layers)",
  "ai-building": "AI building (chip)",
};

export function isSeriesIcon(value: string): value is SeriesIconName {
  return (SERIES_ICONS as readonly string[]).includes(value);
}
