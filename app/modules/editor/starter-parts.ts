/**
 * The five parts a new playbook starts with: the structure every guide in the library follows
 * (the spec splits a playbook into exactly five). Each says, where the empty part waits, what it
 * is for.
 */
export const STARTER_PARTS = [
  {
    title: "Why This Matters",
    brief:
      "Name your reader's problem and what solving it is worth. Who is this for, and what will they be able to do by the end?",
  },
  {
    title: "The Core Ideas",
    brief:
      "Explain the framework or concepts the rest of the playbook relies on, in plain words, with one concrete example for each.",
  },
  {
    title: "Step by Step",
    brief:
      "Walk through the method in order: each step, the tools and prompts to use, and what good output looks like.",
  },
  {
    title: "A Worked Example",
    brief:
      "Apply the method to one real case from start to finish: the numbers, the drafts, and the mistakes made on the way.",
  },
  {
    title: "Measure and Grow",
    brief: "Show how to tell it is working, what to fix first when it is not, and where the reader goes next.",
  },
] as const;

/** What an empty part invites the owner to write: its starter brief, or a general prompt. */
export function partPlaceholder(title: string): string {
  const starter = STARTER_PARTS.find((part) => part.title === title.trim());
  return starter ? starter.brief : "Write this part. Type ## for a heading, - for a list, or paste an image or a link.";
}
