import { BookmarkCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useSavedProgress } from "./reading-progress";

/** "Continue reading" at the last part this browser opened, if that part still exists. */
export function ContinueReading({ playbookSlug, partSlugs }: { playbookSlug: string; partSlugs: readonly string[] }) {
  const saved = useSavedProgress(playbookSlug);
  if (!saved || !partSlugs.includes(saved.partSlug)) return null;
  return (
    <Link to={`/catalog/${playbookSlug}/${saved.partSlug}`} className={buttonClass("secondary", "lg")}>
      <BookmarkCheck aria-hidden="true" className="size-5" />
      Continue reading: Part {saved.position}
      <span className="sr-only">, {saved.partTitle}</span>
    </Link>
  );
}
