import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorCard } from "~/components/reader/ReaderErrors";
import { buttonClass } from "~/components/ui/button";
import { isPreviewError } from "~/modules/editor/preview-errors";

const SCREENS = {
  missing: {
    title: "Preview Not Found",
    message: "This preview does not exist: the link is not valid, or the playbook or its working copy is gone.",
  },
  expired: { title: "Preview Link Expired", message: "This preview link has expired. Ask the author for a new one." },
  revoked: {
    title: "Preview Link Turned Off",
    message: "The author turned this preview link off. Ask them for a new one.",
  },
} as const;

/** The error screen of every preview page. */
export function PreviewUnavailable() {
  const error = useRouteError();
  const data = isRouteErrorResponse(error) && isPreviewError(error.data) ? error.data : undefined;
  const screen = data
    ? SCREENS[data.preview]
    : { title: "Preview Unavailable", message: "Failed to load the preview." };
  return (
    <ErrorCard title={screen.title} message={screen.message}>
      <Link to="/" className={buttonClass("primary", "md")}>
        Go to the home page
      </Link>
    </ErrorCard>
  );
}
