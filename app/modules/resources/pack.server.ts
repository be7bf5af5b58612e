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

export async function packOffer(request: Request, context: AppContext): Promise<PackOffer> {
  const [items, lead] = await Promise.all([listPackItems(context.db), ownedLead(request, context)]);
  return {
    items: items.map(({ slug, title, summary }) => ({ slug, title, summary })),
    link: lead?.packToken ? packPath(lead.packToken) : undefined,
  };
}

/** 404 unless the token is a lead's pack link: the link is the only permission the pack has. */
async function requirePackToken(context: AppContext, token: string): Promise<void> {
  if (!isUnguessableToken(token) || !(await packTokenExists(context.db, token))) {
    throw data("This link does not lead to a resources pack.", { status: 404 });
  }
}

export async function loadPackPage(context: AppContext, token: string) {
  await requirePackToken(context, token);
  const items = await listPackItems(context.db);
  return { token, items: items.map(({ slug, title, summary }) => ({ slug, title, summary })) };
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
