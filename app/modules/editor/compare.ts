import { diffLines, diffWordsWithSpace, type ChangeObject } from "diff";
import { htmlToText } from "~/db/html-text";
import type { PlaybookDraft } from "~/modules/admin/playbook-draft";
import { categoryTitle } from "~/modules/catalog/categories";
import { countWords } from "~/modules/text/words";
import type { DiffSegment, TextComparison } from "./diff-segments";

/** A changed stretch longer than this many milliseconds to compare word by word is shown line by line. */
const WORD_DIFF_TIMEOUT_MS = 200;

function push(segments: DiffSegment[], text: string, change: DiffSegment["change"]) {
  if (text === "") return;
  const last = segments.at(-1);
  if (last?.change === change) last.text += text;
  else segments.push({ text, change });
}

/**
 * Compares two texts (the `diff` library): paragraph by paragraph first, then word by word
 * inside each changed paragraph, so a long part compares quickly and a small edit shows as
 * the few words it changed.
 */
export function compareTexts(before: string, after: string): TextComparison {
  const comparison: TextComparison = { before: [], after: [], removedWords: 0, addedWords: 0 };
  const add = ({ value, added, removed }: ChangeObject<string>) => {
    if (!added) push(comparison.before, value, removed ? "removed" : "same");
    if (!removed) push(comparison.after, value, added ? "added" : "same");
    if (removed) comparison.removedWords += countWords(value);
    if (added) comparison.addedWords += countWords(value);
  };
  const lines = diffLines(before, after);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (line.removed && next?.added) {
      const words = diffWordsWithSpace(line.value, next.value, { timeout: WORD_DIFF_TIMEOUT_MS });
      for (const change of words ?? [line, next]) add(change);
      index += 1;
    } else {
      add(line);
    }
  }
  return comparison;
}

/** One thing the two versions may differ on: the title, the other details, or a part. */
export interface ComparedRow {
  id: string;
  label: string;
  /** Undefined on a side that has no such part. */
  mine?: string;
  theirs?: string;
  /** Theirs (earlier in reading order: left) against mine (right); undefined when identical. */
  comparison?: TextComparison;
}

/** The details besides the title and the parts, as one text to compare. */
export function detailsText(draft: PlaybookDraft): string {
  const categories = [...draft.aiCategories, ...draft.batonCategories].map((id) => categoryTitle(id) ?? id);
  return [
    `Address: /catalog/${draft.urlSlug}`,
    `Description: ${draft.description}`,
    `Categories: ${categories.join(", ") || "none"}`,
    `Meta description: ${draft.metaDescription}`,
    `Keywords: ${draft.keywords}`,
  ].join("\n");
}

/** A part's text as a reader reads it, under its title. */
export function partText(part: { title: string; html: string | null }): string {
  return `${part.title}\n\n${htmlToText(part.html ?? "")}`;
}

function row(id: string, label: string, theirs: string | undefined, mine: string | undefined): ComparedRow {
  const same = theirs === mine;
  return {
    id,
    label,
    theirs,
    mine,
    comparison: same ? undefined : compareTexts(theirs ?? "", mine ?? ""),
  };
}

/**
 * The two versions of a playbook side by side, one row per thing to choose between: the
 * title, the details, and each part by its place in the playbook.
 */
export function comparePlaybooks(theirs: PlaybookDraft, mine: PlaybookDraft): ComparedRow[] {
  const rows = [
    row("title", "Title", theirs.title, mine.title),
    row("details", "Details (address, description, categories, SEO)", detailsText(theirs), detailsText(mine)),
  ];
  const count = Math.max(theirs.parts.length, mine.parts.length);
  for (let index = 0; index < count; index += 1) {
    const their = theirs.parts[index];
    const own = mine.parts[index];
    const title = own?.title ?? their?.title ?? "";
    rows.push(row(`part-${index}`, `Part ${index + 1}: ${title}`, their && partText(their), own && partText(own)));
  }
  return rows;
}

export type Choice = "mine" | "theirs";

/**
 * The playbook as the owner chose, row by row, ready to save over theirs (it carries their
 * version). A part kept from mine replaces their part in the same place; a part only one side
 * has is kept or dropped with that side.
 */
export function combineDrafts(
  theirs: PlaybookDraft,
  mine: PlaybookDraft,
  choices: Record<string, Choice>,
): PlaybookDraft {
  const pick = (id: string) => choices[id] ?? "mine";
  const details = pick("details") === "mine" ? mine : theirs;
  const count = Math.max(theirs.parts.length, mine.parts.length);
  const parts = [];
  for (let index = 0; index < count; index += 1) {
    const their = theirs.parts[index];
    const own = mine.parts[index];
    if (pick(`part-${index}`) === "theirs") {
      if (their) parts.push(their);
    } else if (own) {
      parts.push({ ...own, storedSlug: their?.storedSlug ?? own.storedSlug });
    }
  }
  return {
    ...theirs,
    title: pick("title") === "mine" ? mine.title : theirs.title,
    urlSlug: details.urlSlug,
    description: details.description,
    aiCategories: details.aiCategories,
    batonCategories: details.batonCategories,
    metaDescription: details.metaDescription,
    keywords: details.keywords,
    parts,
  };
}
