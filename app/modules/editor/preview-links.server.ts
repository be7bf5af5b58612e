import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AppContext } from "~/context";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import {
  findPreviewLink,
  insertPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
  type PreviewLink,
} from "~/db/queries/preview-links.server";
import { secretDigest } from "~/modules/signing/server-secret.server";

/** How long a shared preview works. */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const PURPOSE = "playbook-preview";
const TOKEN = /^([\w-]{16})\.(\d{1,12})\.([\w-]{43})$/;

type SigningContext = Pick<AppContext, "db" | "config">;

/** The path a reviewer opens: the link's id and expiry, signed with the server secret. */
async function tokenFor(context: SigningContext, id: string, expiresAt: string): Promise<string> {
  const expires = Math.floor(Date.parse(expiresAt) / 1000);
  return `${id}.${expires}.${await secretDigest(context, PURPOSE, `${id}.${expires}`)}`;
}

export const previewPath = (token: string) => `/preview/${token}`;

export interface SharedLink extends PreviewLink {
  path: string;
  state: "active" | "expired" | "revoked";
}

async function shared(context: SigningContext, link: PreviewLink, now: Date): Promise<SharedLink> {
  const state = link.revokedAt ? "revoked" : Date.parse(link.expiresAt) <= now.getTime() ? "expired" : "active";
  return { ...link, path: previewPath(await tokenFor(context, link.id, link.expiresAt)), state };
}

/** A new link to the playbook's preview, valid for PREVIEW_LINK_DAYS; undefined when there is no such playbook. */
export async function createPreviewLink(
  context: SigningContext,
  slug: string,
  createdBy: string,
  now = new Date(),
): Promise<SharedLink | undefined> {
  const playbookId = await findPlaybookIdBySlug(context.db, slug);
  if (!playbookId) return undefined;
  // Whole seconds, as the token carries them.
  const expires = new Date(Math.floor((now.getTime() + PREVIEW_LINK_DAYS * DAY_MS) / 1000) * 1000);
  const link = {
    id: randomBytes(12).toString("base64url"),
    playbookId,
    createdBy,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  };
  await insertPreviewLink(context.db, link);
  return shared(context, { ...link, revokedAt: null }, now);
}

export async function sharedLinksOf(context: SigningContext, playbookId: string, now = new Date()) {
  const links = await listPreviewLinks(context.db, playbookId);
  return Promise.all(links.map((link) => shared(context, link, now)));
}

export async function revokeSharedLink(context: SigningContext, slug: string, id: string): Promise<boolean> {
  const playbookId = await findPlaybookIdBySlug(context.db, slug);
  return playbookId !== undefined && revokePreviewLink(context.db, playbookId, id);
}

export type PreviewAccess =
  { ok: true; playbookId: string; expiresAt: string } | { ok: false; reason: "invalid" | "expired" | "revoked" };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether a shared link opens its preview now: the signature first (a made-up or altered link
 * never reaches the database), then its expiry, then whether the owner revoked it.
 */
export async function checkPreviewToken(
  context: SigningContext,
  token: string,
  now = new Date(),
): Promise<PreviewAccess> {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  if (!sameText(signature, await secretDigest(context, PURPOSE, `${id}.${expires}`))) {
    return { ok: false, reason: "invalid" };
  }
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const link = await findPreviewLink(context.db, id);
  if (!link || Math.floor(Date.parse(link.expiresAt) / 1000) !== Number(expires))
    return { ok: false, reason: "invalid" };
  if (link.revokedAt) return { ok: false, reason: "revoked" };
  return { ok: true, playbookId: link.playbookId, expiresAt: link.expiresAt };
}
