import { ArrowLeft, ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface PartLink {
  slug: string;
  title: string;
}

interface PartNavProps {
  playbookSlug: string;
  previous?: PartLink;
  next?: PartLink;
  /** "top" or "bottom": the two copies need distinct landmark names. */
  placement: "top" | "bottom";
}

/** Previous / Next part; on the last part the next control leads back to the overview. */
export function PartNav({ playbookSlug, previous, next, placement }: PartNavProps) {
  const base = `/catalog/${playbookSlug}`;
  return (
    <nav
      aria-label={placement === "top" ? "Parts" : "Parts, end of page"}
      className="flex items-center justify-between gap-3 print:hidden"
    >
      {previous ? (
        <Link to={`${base}/${previous.slug}`} className={buttonClass("secondary", "sm")} rel="prev">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous<span className="sr-only">: {previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link to={`${base}/${next.slug}`} className={buttonClass("primary", "sm")} rel="next">
          Next<span className="sr-only">: {next.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Link to={base} className={buttonClass("primary", "sm")}>
          <BookOpen aria-hidden="true" className="size-4" />
          Back to Overview
        </Link>
      )}
    </nav>
  );
}
