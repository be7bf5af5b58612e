import { findSharingSubject } from "~/db/queries/post-settings.server";
import { publicPage } from "~/modules/page-scripts/handle";
import { shareImageResponse } from "~/modules/share-image/serve.server";
import type { Route } from "./+types/share-images.$id.$file";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A published playbook's generated share image (og:image, twitter:image), drawn on first request and kept. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const subject = UUID.test(params.id) ? await findSharingSubject(context.db, { id: params.id }) : undefined;
  if (!subject || subject.status !== "published")
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return shareImageResponse(context, subject, { requestedFile: params.file, cache: "public" });
}

export const handle = publicPage();
