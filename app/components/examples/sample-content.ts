/**
 * The hard-coded sample playbook every design example shows. The figures are placeholders
 * (the spec says so); nothing here is read from or written to the database.
 */
export const SAMPLE_PLAYBOOK = {
  title: "The AI Workshop Playbook",
  subtitle: "Design, price and run a half-day AI workshop your clients will rebook.",
  category: "AI Business",
  stats: [
    { label: "Reading time", value: "32 min" },
    { label: "Parts", value: "3" },
    { label: "Words", value: "6,400" },
    { label: "Exercises", value: "9" },
  ],
  parts: [
    {
      id: "part-1",
      label: "Part 1",
      title: "Pick a Workshop People Will Pay For",
      summary:
        "Start from a painful, specific task your audience repeats every week. A workshop that removes one chore beats a general introduction to AI.",
      points: ["List ten weekly chores", "Score each for pain and frequency", "Pick one outcome to promise"],
    },
    {
      id: "part-2",
      label: "Part 2",
      title: "Design a Hands-On Agenda",
      summary:
        "Keep at least half the session hands-on. Participants leave with a working prompt library, not a slide deck they will never open again.",
      points: ["Open with a live before-and-after", "Build in three short rounds", "Close with a 30-day plan"],
    },
    {
      id: "part-3",
      label: "Part 3",
      title: "Price, Sell and Rebook",
      summary:
        "Price on the time your clients save, offer a team package, and book the follow-up session before the workshop ends.",
      points: ["Anchor on the yearly time saved", "Offer a team licence", "Schedule the follow-up in the room"],
    },
  ],
  resources: [
    { title: "Workshop agenda template", kind: "Template" },
    { title: "Prompt library starter", kind: "Checklist" },
    { title: "Pricing calculator", kind: "Spreadsheet" },
  ],
} as const;

export type SamplePart = (typeof SAMPLE_PLAYBOOK.parts)[number];

/** Deterministic "random" figures, so the server and the browser render the same bars. */
export function sampleFigure(seed: number, min = 20, max = 95): number {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  return Math.round(min + (x - Math.floor(x)) * (max - min));
}
