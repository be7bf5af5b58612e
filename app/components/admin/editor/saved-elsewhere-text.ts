import type { SavedElsewhere } from "~/modules/editor/editor-results";

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "Saved in another tab or session at 10:42", "Saved by ana@example.com at 10:42", or an import's. */
export function savedElsewhereText(saved: SavedElsewhere): string {
  const at = TIME.format(new Date(saved.savedAt));
  if (saved.byYou) return `Saved in another tab or session at ${at}`;
  if (saved.savedBy) return `Saved by ${saved.savedBy} at ${at}`;
  return `Changed by an import at ${at}`;
}
