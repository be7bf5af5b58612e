import type { PlaybookStatus } from "~/db/schema";

/** "Draft" (only the admin sees it) or "Published" (on the site). */
export function StatusBadge({ status }: { status: PlaybookStatus }) {
  return status === "draft" ? (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Draft</span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Published</span>
  );
}
