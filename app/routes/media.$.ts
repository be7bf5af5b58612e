import { STORED_FILE } from "~/modules/page-scripts/handle";
import { isSafeKey } from "~/modules/storage/storage.server";
import type { Route } from "./+types/media.$";

/** Serves stored media. Keys carry a content hash, so responses are cached for a year. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const object = isSafeKey(key) ? await context.storage.get(key) : undefined;
  if (!object) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(object.body), {
    headers: {
      "Content-Type": object.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not be able to run script on our origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

export const handle = STORED_FILE;
