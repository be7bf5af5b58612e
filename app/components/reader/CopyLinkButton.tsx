import { Link2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/**
 * Copies the page's address (app/enhancements/copy-link.ts, which also makes it visible: it
 * does nothing without that script, but keeps its place so nothing moves when it appears).
 * The page needs a ToastRegion for the confirmation.
 */
export function CopyLinkButton() {
  return (
    <button type="button" data-copy-link className={`${buttonClass("secondary", "sm")} invisible`}>
      <Link2 aria-hidden="true" className="size-4" />
      Copy link
    </button>
  );
}
