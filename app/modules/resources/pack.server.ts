import { data } from "react-router";
import type { AppContext } from "~/context";
import { packTokenExists } from "~/db/queries/leads.server";
import { findPackItem, listPackItems } from "~/db/queries/resource-pack.server";
import { ownedLead } from "~/modules/leads/subscriber-cookie.server";
import { isUnguessableToken } from "~/modules/random/token.server";
import { packPath } from "./paths";
import { renderPackMarkdown } from "./render.server";

export interface PackItemLink {
  slug: string;
  title: string;
  summary: string;
}

/** The workshop blueprint's pack card: what the pack holds, and the link of the lead this browser owns, if any. */
export interface PackOffer {
  items: PackItemLink[];
  link?: string;
}

async function packItemLinks(context: AppContext): Promise<PackItemLink[]> {
  const items = await listPackItems(context.db);
  return items.map(({ slug, title, summary }) => ({ slug, title, summary }));
}

export async function packOffer(request: Request, context: AppContext): Promise<PackOffer> {
  const [items, lead] = await Promise.all([packItemLinks(context), ownedLead(request, context)]);
  return { items, link: lead?.packToken ? packPath(lead.packToken) : undefined };
}

/**
 * The pack of the lead this browser owns, whichever tool it left its address on (every lead
 * gets one); undefined for a browser that owns none.
 */
export async function ownedPackOffer(request: Request, context: AppContext): Promise<Required<PackOffer> | undefined> {
  const lead = await ownedLead(request, context);
  if (!lead?.packToken) return undefined;
  return { items: await packItemLinks(context), link: packPath(lead.packToken) };
}

/** 404 unless the token is a lead's pack link: the link is the only permission the pack has. */
async function requirePackToken(context: AppContext, token: string): Promise<void> {
  if (!isUnguessableToken(token) || !(await packTokenExists(context.db, token))) {
    throw data("This link does not lead to a resources pack.", { status: 404 });
  }
}

export async function loadPackPage(context: AppContext, token: string) {
  await requirePackToken(context, token);
  return { token, items: await packItemLinks(context) };
}

export async function loadPackItemPage(context: AppContext, token: string, slug: string) {
  await requirePackToken(context, token);
  const [item, items] = await Promise.all([findPackItem(context.db, slug), listPackItems(context.db)]);
  if (!item) throw data("This pack has no such item.", { status: 404 });
  const next = items[items.findIndex((candidate) => candidate.slug === slug) + 1];
  return {
    token,
    item: { slug: item.slug, title: item.title, summary: item.summary, html: renderPackMarkdown(item.body) },
    next: next && { slug: next.slug, title: next.title },
  };
}
