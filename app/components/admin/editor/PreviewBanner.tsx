import { EyeOff } from "lucide-react";
import type { PlaybookStatus } from "~/db/schema";
import { formatAdminDate } from "~/modules/admin/format";

interface PreviewBannerProps {
  status: PlaybookStatus;
  /** Previewing an unsaved working copy: when it was autosaved. */
  copySavedAt?: string;
  /** A reviewer's shared link: when it stops working. */
  sharedUntil?: string;
  /** The owner's way back to the editor. */
  editHref?: string;
}

/** Says plainly, above the real reader, that this page is not what the public sees. */
export function PreviewBanner({ status, copySavedAt, sharedUntil, editHref }: PreviewBannerProps) {
  const heading =
    status === "draft"
      ? "Draft, not public"
      : copySavedAt
        ? "Unsaved changes, not public"
        : "Preview of a published playbook";
  const details = [
    status === "draft" ? "Readers get “not found” at its public address until it is published." : undefined,
    copySavedAt
      ? `This is an unsaved working copy, autosaved ${formatAdminDate(copySavedAt)}; saving it in the editor makes it the playbook’s text.`
      : "This shows the last saved version.",
    sharedUntil ? `Shared preview link, valid until ${formatAdminDate(sharedUntil)}.` : undefined,
  ].filter(Boolean);
  return (
    <section
      aria-label="Preview"
      data-preview-banner
      className="mb-6 flex gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 print:hidden"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{heading}</p>
        <p className="mt-1 text-sm">{details.join(" ")}</p>
        {editHref && (
          <a href={editHref} className="mt-2 inline-block text-sm font-semibold text-amber-950 underline">
            Back to the editor
          </a>
        )}
      </div>
    </section>
  );
}
