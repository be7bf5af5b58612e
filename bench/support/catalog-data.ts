import fs from "node:fs";
import path from "node:path";
import type { PlaybookInput, PlaybookPartInput } from "~/db/playbook-input";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { slugify } from "~/modules/text/slug";

const BUSINESS_AREAS = [
  "Strategy",
  "Marketing",
  "Sales",
  "Operations",
  "Product",
  "Customer Success",
  "Education",
  "Content",
  "Community",
  "Finance",
  "Partnerships",
  "HR & People",
];
const TOOLS = [
  "ChatGPT",
  "Claude",
  "Gemini",
  "Perplexity",
  "Midjourney",
  "Canva",
  "Zapier",
  "Make",
  "n8n",
  "Notion",
  "Airtable",
  "Lovable",
  "Cursor",
  "Replit",
  "Beehiiv",
  "Circle",
  "LinkedIn",
  "Calendly",
  "Stripe",
  "Google Sheets",
];

/** Real words from the demo playbooks, most frequent first, so generated text searches like real text. */
export function demoVocabulary(contentDir = path.resolve("content/playbooks")): string[] {
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(contentDir)) {
    for (const word of fs
      .readFileSync(path.join(contentDir, file), "utf8")
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

const SECTIONS_PER_PART = 3;

/** Reading times spread over all four buckets: mostly short and medium, some long. */
function wordTotal(random: () => number): number {
  const roll = random();
  if (roll < 0.35) return 200 + Math.floor(random() * 800);
  if (roll < 0.8) return 1000 + Math.floor(random() * 2000);
  if (roll < 0.95) return 3000 + Math.floor(random() * 3000);
  return 6000 + Math.floor(random() * 2000);
}

export function generatePlaybook(index: number, vocabulary: readonly string[], random: () => number): PlaybookInput {
  // Skewed towards common words, as real text is.
  const word = () => vocabulary[Math.floor(random() ** 2.5 * vocabulary.length)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(" ");
  const pick = <T>(list: readonly T[], n: number) => [
    ...new Set(Array.from({ length: n }, () => list[Math.floor(random() * list.length)]!)),
  ];
  const capitalized = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

  const title = `${capitalized(words(3 + Math.floor(random() * 4)))} ${index}`;
  const perPart = Math.ceil(wordTotal(random) / 5);
  // Five parts of three sections each, every section under a heading of its own, as real guides are.
  const parts: PlaybookPartInput[] = Array.from({ length: 5 }, (_, n) => {
    const partTitle = capitalized(words(3));
    const sections = Array.from({ length: SECTIONS_PER_PART }, (_, m) => {
      const heading = capitalized(words(2 + Math.floor(random() * 3)));
      return { id: `${slugify(heading, 40)}-${n + 1}-${m + 1}`, text: heading, level: 2 };
    });
    const perSection = Math.ceil(perPart / SECTIONS_PER_PART);
    return {
      title: partTitle,
      slug: `${slugify(partTitle, 40)}-${n + 1}`,
      html: sections
        .map((heading) => `<h2 id="${heading.id}">${heading.text}</h2><p>${words(perSection)}</p>`)
        .join(""),
      wordCount: perPart + 3,
      headings: sections,
      keywords: [],
    };
  });
  return {
    slug: `${slugify(title, 80)}`,
    title,
    description: `${capitalized(words(12 + Math.floor(random() * 12)))}.`,
    content: {},
    aiCategories: pick(AI_CATEGORIES, 1 + Number(random() < 0.2)).map((category) => category.id),
    batonCategories: pick(BATON_CATEGORIES, 1 + Number(random() < 0.2)).map((category) => category.id),
    businessAreas: pick(BUSINESS_AREAS, 1 + Math.floor(random() * 3)),
    tools: pick(TOOLS, 1 + Math.floor(random() * 4)),
    keywords: pick(vocabulary.slice(0, 500), 5),
    parts,
  };
}
