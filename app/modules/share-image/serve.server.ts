import type { AppContext } from "~/context";
import { siteConfig } from "~/modules/settings/site-config.server";
import type { SharingSubject } from "~/db/queries/post-settings.server";
import { shareImageAddress, shareImagePng } from "./share-image.server";

/** The playbook's own share image if the owner set one, else its generated one (the public address). */
export async function playbookShareImage(
  context: Pick<AppContext, "db" | "config">,
  subject: Pick<SharingSubject, "id" | "title" | "category" | "settings">,
): Promise<string> {
  if (subject.settings.socialImage) return subject.settings.socialImage;
  return shareImageAddress(subject, (await siteConfig(context)).SITE_NAME).path;
}

/** Where the owner's screens show a playbook's generated image: it may still be a draft, which the public address never serves. */
export function adminShareImagePath(slug: string, generatedPath: string): string {
  const version = generatedPath
    .split("/")
    .at(-1)!
    .replace(/\.png$/, "");
  return `/admin/playbooks/${encodeURIComponent(slug)}/share-image.png?v=${version}`;
}

/**
 * Answers a request for a generated share image: the PNG, or for an address drawn from an
 * earlier title a permanent redirect to the current one (a card shared before the rename
 * still shows an image).
 */
export async function shareImageResponse(
  context: Pick<AppContext, "db" | "storage" | "config">,
  subject: SharingSubject,
  { requestedFile, cache }: { requestedFile?: string; cache: "public" | "private" },
): Promise<Response> {
  const address = shareImageAddress(subject, (await siteConfig(context)).SITE_NAME);
  if (requestedFile !== undefined && `/share-images/${subject.id}/${requestedFile}` !== address.path)
    return new Response(null, {
      status: 301,
      headers: { Location: address.path, "Cache-Control": "public, max-age=3600" },
    });
  const png = await shareImagePng(context.storage, address);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cache === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
