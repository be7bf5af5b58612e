import { data } from "react-router";
import type { AppContext } from "~/context";
import { findSharingSubject } from "~/db/queries/post-settings.server";
import { adminShareImagePath } from "~/modules/share-image/serve.server";
import { shareImageAddress } from "~/modules/share-image/share-image.server";
import { resolvePlaybookSeo, searchSnippet, socialCard } from "./playbook-seo";
import { siteConfig } from "~/modules/settings/site-config.server";

/** The owner's preview shows the page at a desktop's width, in a phone-wide frame, or as its search result and share card. */
export const PREVIEW_VIEWS = ["desktop", "mobile", "card"] as const;
export type PreviewView = (typeof PREVIEW_VIEWS)[number] | "framed";

/** The view a preview's address asks for (`framed`: the page inside the phone frame, without the switcher). */
export function readPreviewView(url: URL): PreviewView {
  const view = url.searchParams.get("view");
  if (view === "framed") return view;
  return PREVIEW_VIEWS.find((candidate) => candidate === view) ?? "desktop";
}

/** A playbook as a search result and a share card, from its saved settings (drafts included). */
export async function loadCardPreview(context: Pick<AppContext, "db" | "config">, slug: string) {
  const subject = await findSharingSubject(context.db, { slug });
  const row =
    subject &&
    (await context.db.selectFrom("playbooks").select("description").where("id", "=", subject.id).executeTakeFirst());
  if (!subject || !row) throw data({ preview: "missing" }, { status: 404 });
  const config = await siteConfig(context);
  const site = { name: config.SITE_NAME, url: config.SITE_URL };
  const seo = resolvePlaybookSeo(
    { title: subject.title, description: row.description, settings: subject.settings },
    site.name,
    `/catalog/${slug}`,
  );
  const image = subject.settings.socialImage || adminShareImagePath(slug, shareImageAddress(subject, site.name).path);
  return { snippet: searchSnippet(seo, site.name, site.url), card: socialCard(seo, site.url, image), seo };
}
