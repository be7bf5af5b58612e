import { BookmarkCheck } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/**
 * "Continue reading" at the last part this browser opened: hidden markup that
 * app/enhancements/continue-reading.ts completes and shows when that part still exists (only
 * the browser knows it).
 */
export function ContinueReading({ playbookSlug, partSlugs }: { playbookSlug: string; partSlugs: readonly string[] }) {
  return (
    <a
      hidden
      // Until the script knows the saved part, the link would start at the beginning.
      href={`/catalog/${playbookSlug}/${partSlugs[0] ?? ""}`}
      data-continue-reading
      data-playbook={playbookSlug}
      data-parts={partSlugs.join(" ")}
      className={buttonClass("secondary", "lg")}
    >
      <BookmarkCheck aria-hidden="true" className="size-5" />
      <span>
        Continue reading: Part <span data-position />
      </span>
      <span className="sr-only">
        , <span data-title />
      </span>
    </a>
  );
}
