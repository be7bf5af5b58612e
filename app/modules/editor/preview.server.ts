import type { Kysely } from "kysely";
import { data } from "react-router";
import type { AppContext } from "~/context";
import { playbookReadingTime, readingTimeMinutes, totalWordCount, type PlaybookInput } from "~/db/playbook-input";
import { readPlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import type { PartContent, PartListing } from "~/db/queries/reader.server";
import { findWorkingCopy } from "~/db/queries/working-copies.server";
import type { Database, PlaybookStatus } from "~/db/schema";
import { validateDraft, type PlaybookDraft, type ValidDraft } from "~/modules/admin/playbook-draft";
import { applyDraft } from "~/modules/admin/playbook-edit.server";
import { containsTweetEmbed } from "~/modules/embeds/tweet";
import { readerPartHtml } from "~/modules/cards/reader.server";
import type { PreviewError } from "./preview-errors";
import { checkPreviewToken } from "./preview-links.server";
import { COPY_ID } from "./working-copy.server";

/** A playbook as the reader would show it, read from what is stored or from an unsaved copy. */
export interface PreviewPlaybook {
  slug: string;
  title: string;
  description: string;
  aiCategories: string[];
  batonCategories: string[];
  wordCount: number;
  readingTimeMinutes: number;
  parts: PartContent[];
  status: PlaybookStatus;
  /** When the preview shows an unsaved working copy: when it was last autosaved. */
  copySavedAt?: string;
}

/**
 * A working copy may not pass the save's rules yet (an empty title, a part still unnamed): the
 * preview shows it anyway, with the placeholders a reader would otherwise miss.
 */
function previewableDraft(draft: PlaybookDraft): ValidDraft {
  const checked = validateDraft(draft);
  if (checked.ok) return checked.draft;
  return {
    ...draft,
    title: draft.title.trim() || "Untitled playbook",
    parts: draft.parts.map((part, index) => ({ ...part, title: part.title.trim() || `Part ${index + 1}` })),
  };
}

function readerView(input: Omit<PlaybookInput, "expectedVersion">): Omit<PreviewPlaybook, "status"> {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    aiCategories: input.aiCategories,
    batonCategories: input.batonCategories,
    wordCount: totalWordCount(input.parts),
    readingTimeMinutes: playbookReadingTime(input.parts),
    parts: input.parts.map((part, index) => ({
      position: index + 1,
      title: part.title,
      slug: part.slug,
      wordCount: part.wordCount,
      readingTimeMinutes: readingTimeMinutes(part.wordCount),
      html: part.html,
      headings: part.headings,
    })),
  };
}

/**
 * The preview of a playbook as stored, or of one of its working copies (`copyId`) applied to
 * it exactly as a save would: sanitized, headings numbered, words counted. Undefined when the
 * playbook or the copy is gone.
 */
export async function loadPreview(
  db: Kysely<Database>,
  playbookId: string,
  copyId?: string | null,
): Promise<PreviewPlaybook | undefined> {
  const stored = await readPlaybookSnapshot(db, playbookId);
  if (!stored) return undefined;
  const status = stored.status ?? "published";
  if (!copyId) return { ...readerView(stored.input), status };
  const id = COPY_ID.safeParse(copyId);
  const copy = id.success ? await findWorkingCopy(db, playbookId, id.data) : undefined;
  if (!copy) return undefined;
  const input = applyDraft(stored.input, previewableDraft({ ...copy.draft, slug: stored.input.slug }));
  return { ...readerView(input), status, copySavedAt: copy.updatedAt };
}

/**
 * A part's page in a preview: the part (sanitized again on its way out, as the reader does) and
 * its neighbours for Previous and Next. 404 when the playbook has no such part.
 */
export function previewPartPage(playbook: PreviewPlaybook, partSlug: string) {
  const index = playbook.parts.findIndex((part) => part.slug === partSlug);
  const part = playbook.parts[index];
  if (!part) previewError("missing", 404);
  // Cards as readers will get them: a sign-up's form returns to the part's public address.
  const html = part.html === null ? null : readerPartHtml(part.html, `/catalog/${playbook.slug}/${part.slug}`);
  const link = (neighbour: PartListing | undefined) => neighbour && { slug: neighbour.slug, title: neighbour.title };
  return {
    playbook: { slug: playbook.slug, title: playbook.title, partCount: playbook.parts.length, status: playbook.status },
    part: { ...part, html },
    previous: link(playbook.parts[index - 1]),
    next: link(playbook.parts[index + 1]),
    hasTweet: containsTweetEmbed(html),
    copySavedAt: playbook.copySavedAt,
  };
}

function previewError(preview: PreviewError["preview"], status: number): never {
  throw data({ preview } satisfies PreviewError, { status });
}

/** The signed-in owner's preview: any playbook, draft or not, as stored or as one of its working copies. */
export async function ownerPreview(db: Kysely<Database>, slug: string, copyId: string | null) {
  const playbookId = await findPlaybookIdBySlug(db, slug);
  const playbook = playbookId && (await loadPreview(db, playbookId, copyId));
  if (!playbook) previewError("missing", 404);
  return playbook;
}

/** A reviewer's preview through a shared link: what is stored now, while the link is valid. */
export async function sharedPreview(context: Pick<AppContext, "db" | "config">, token: string) {
  const access = await checkPreviewToken(context, token);
  if (!access.ok)
    previewError(access.reason === "invalid" ? "missing" : access.reason, access.reason === "invalid" ? 404 : 410);
  const playbook = await loadPreview(context.db, access.playbookId);
  if (!playbook) previewError("missing", 404);
  return { playbook, expiresAt: access.expiresAt };
}

/**
 * A shared preview is for the people who hold its link: search engines are told not to index
 * it, no cache keeps it (its route's handle is private), and it sends no referrer.
 */
export const SHARED_PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow, noarchive",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

/** A part without its body, as the overview lists it (a preview's page carries no more than it shows). */
export function partListing({ html: _html, headings: _headings, ...listing }: PartContent): PartListing {
  return listing;
}
