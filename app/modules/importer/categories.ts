import { AI_CATEGORIES, ALL_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { slugify } from "~/modules/text/slug";
import { countWords } from "~/modules/text/words";
import { type PlaybookTags, bestScore, scoreTerms, tagPlaybook, termCounter } from "./tagging";
import { AI_CATEGORY_TERMS, BATON_CATEGORY_TERMS, BUSINESS_AREA_TERMS, TOOL_PATTERNS } from "./vocabulary";

/** The tags an import stores, and why the owner should check them, if they should. */
export interface CategoryVerdict extends PlaybookTags {
  aiCategories: string[];
  batonCategories: string[];
  /** Set when the evidence was too thin to trust: the results say "check categories" with these reasons. */
  check: CategoryNote[];
}

export interface CategoryNote {
  about: "ai" | "baton" | "declared";
  message: string;
}

/** Mentions of AI itself; "AI" counts only in capitals, so "ai" inside a word or a name never does. */
const AI_MENTION =
  /\b(?:AI|A\.I\.|OpenAI|ChatGPT|GPT-?\d[\w.]*|LLMs?|Copilot|Midjourney)\b|\b(?:artificial intelligence|machine learning|deep learning|large language models?|language models?|generative|chatbots?|neural networks?)\b/gi;
const AI_ACRONYM = /^a\.?i\.?$/i;
/** A title mention weighs like this many in the body (as in the tagging step). */
const TITLE_WEIGHT = 5;
/**
 * A page is about AI with at least this many mentions (a title mention counting five) and at
 * least one per 1,000 words: a news story that says "AI" twice in 3,000 words is not.
 */
export const MIN_AI_MENTIONS = 3;
export const MIN_AI_MENTIONS_PER_1000_WORDS = 1;
/** A category needs at least this score (hits, title hits counting five) to be chosen on evidence. */
export const MIN_CATEGORY_SCORE = 4;
/** A business area needs this many hits per 1,000 words besides the tagging step's three: a passing word in a long text is not a topic. */
const MIN_AREA_HITS_PER_1000_WORDS = 1.5;
/** A tool named only once counts on a page about AI (where tools are the subject), else it needs two mentions. */
const MIN_TOOL_MENTIONS = 2;

export function aiMentions(text: string): number {
  return (text.match(AI_MENTION) ?? []).filter((match) => !AI_ACRONYM.test(match) || match === match.toUpperCase())
    .length;
}

/**
 * Categories, business areas and tools on evidence. A page that is not about AI gets no AI
 * category however its vocabulary scores; a category whose best score stays under the threshold
 * falls back to the spec's default (AI Knowledge, Business) and the playbook is flagged.
 */
export function categorize(title: string, body: string): CategoryVerdict {
  const tags = tagPlaybook(title, body);
  const inTitle = termCounter(title);
  const inBody = termCounter(body);
  const words = Math.max(1, countWords(body));
  const mentions = aiMentions(body) + TITLE_WEIGHT * aiMentions(title);
  const aboutAi = mentions >= MIN_AI_MENTIONS && (mentions * 1000) / words >= MIN_AI_MENTIONS_PER_1000_WORDS;
  const check: CategoryNote[] = [];

  let aiCategories: string[] = [];
  if (!aboutAi) check.push({ about: "ai", message: "The text hardly mentions AI, so no AI category was given." });
  else if (strongest(scoreTerms(inTitle, inBody, AI_CATEGORY_TERMS)) < MIN_CATEGORY_SCORE) {
    aiCategories = [AI_CATEGORIES[0]!.id];
    check.push({ about: "ai", message: "No AI category stood out; it was set to the default, AI Knowledge." });
  } else aiCategories = [tags.aiCategory];

  const batonScores = scoreTerms(inTitle, inBody, BATON_CATEGORY_TERMS);
  const batonCategory =
    strongest(batonScores) >= MIN_CATEGORY_SCORE ? bestScore(batonScores, BATON_CATEGORIES[0]!.id) : undefined;
  if (!batonCategory)
    check.push({ about: "baton", message: "No BATON category stood out; it was set to the default, Business." });

  const areaScores = new Map(scoreTerms(inTitle, inBody, BUSINESS_AREA_TERMS));
  const businessAreas = tags.businessAreas.filter(
    (area) => (areaScores.get(area)! * 1000) / words >= MIN_AREA_HITS_PER_1000_WORDS,
  );
  const text = `${title}\n${body}`;
  const tools = tags.tools.filter((tool) => aboutAi || mentionsOf(TOOL_PATTERNS[tool]!, text) >= MIN_TOOL_MENTIONS);
  return {
    ...tags,
    aiCategories,
    batonCategories: [batonCategory ?? BATON_CATEGORIES[0]!.id],
    businessAreas,
    tools,
    check,
  };
}

function mentionsOf(pattern: RegExp, text: string): number {
  return (text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? []).length;
}

function strongest(scores: readonly [string, number][]): number {
  return Math.max(0, ...scores.map(([, score]) => score));
}

/**
 * Categories a document declares (front matter) replace the guessed ones, kind by kind; a name
 * that is not one of the site's categories is reported, not dropped silently.
 */
export function applyDeclaredCategories(verdict: CategoryVerdict, declared: readonly string[] = []): CategoryVerdict {
  if (declared.length === 0) return verdict;
  const found = declared.map((name) => ({
    name,
    category: ALL_CATEGORIES.find((category) => slugify(category.title) === slugify(name) || category.id === name),
  }));
  const ofKind = (kind: "ai" | "baton") =>
    found.flatMap(({ category }) => (category?.kind === kind ? [category.id] : []));
  const ai = ofKind("ai");
  const baton = ofKind("baton");
  const unknown = found.filter(({ category }) => !category).map(({ name }) => `"${name}"`);
  const settled = new Set([...(ai.length > 0 ? ["ai"] : []), ...(baton.length > 0 ? ["baton"] : [])]);
  return {
    ...verdict,
    aiCategories: ai.length > 0 ? [...new Set(ai)] : verdict.aiCategories,
    batonCategories: baton.length > 0 ? [...new Set(baton)] : verdict.batonCategories,
    check: [
      ...verdict.check.filter((note) => !settled.has(note.about)),
      ...(unknown.length > 0
        ? [
            {
              about: "declared" as const,
              message: `Not one of the site's categories, so left out: ${unknown.join(", ")}.`,
            },
          ]
        : []),
    ],
  };
}

/**
 * The export's own tags (Notion's Tags property), offered to the owner rather than applied: a
 * tag that names one of the site's categories says so. Undefined without tags.
 */
export function tagSuggestion(tags: readonly string[] = []): string | undefined {
  if (tags.length === 0) return undefined;
  const named = tags.map((tag) => {
    const category = ALL_CATEGORIES.find(
      (candidate) => slugify(candidate.title) === slugify(tag) || candidate.id === tag,
    );
    return category ? `"${tag}" (the site's ${category.title})` : `"${tag}"`;
  });
  return `The export was tagged ${named.join(", ")}: set the categories that fit.`;
}
