/** What a reader route throws (as route error data) to show the spec's error screens. */
export type ReaderError =
  | { screen: "playbook"; message: "No playbook slug provided" | "Playbook not found" | "Failed to load playbook" }
  | { screen: "part"; playbookSlug: string };

export function isReaderError(value: unknown): value is ReaderError {
  const screen = (value as { screen?: unknown } | null)?.screen;
  return screen === "playbook" || screen === "part";
}
