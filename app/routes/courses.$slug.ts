import { redirect } from "react-router";
import type { Route } from "./+types/courses.$slug";

/**
 * The spec's and older links' address for a series. Series live at /series/{slug} now: a
 * permanent redirect, so bookmarks and search engines follow it and keep their query string.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/series/${encodeURIComponent(params.slug)}${search}`, 301);
}
