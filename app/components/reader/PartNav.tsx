import { ArrowLeft, ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ReaderLinks } from "./reader-links";

interface PartLink {
  slug: string;
  title: string;
}

interface PartNavProps {
  links: ReaderLinks;
  previous?: PartLink;
  next?: PartLink;
  /** "top" or "bottom": the two copies need distinct landmark names. */
  placement: "top" | "bottom";
}

/** Previous / Next part; on the last part the next control leads back to the overview. */
export function PartNav({ links, previous, next, placement }: PartNavProps) {
  return (
    <nav
      aria-label={placement === "top" ? "Parts" : "Parts, end of page"}
      className="flex items-center justify-between gap-3 print:hidden"
    >
      {previous ? (
        <Link to={links.part(previous.slug)} className={buttonClass("secondary", "sm")} rel="prev">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous<span className="sr-only">: {previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link to={links.part(next.slug)} className={buttonClass("primary", "sm")} rel="next">
          Next<span className="sr-only">: {next.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Link to={links.overview} className={buttonClass("primary", "sm")}>
          <BookOpen aria-hidden="true" className="size-4" />
          Back to Overview
        </Link>
      )}
    </nav>
  );
}
