import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} className={buttonClass("secondary", "sm")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous page
        </a>
      ) : null}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a href={hrefFor(page + 1)} className={buttonClass("secondary", "sm")}>
          Next page
          <ChevronRight aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </nav>
  );
}
