import { EyeOff, Globe, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { PlaybookStatus } from "~/db/schema";
import type { PublishSummary } from "~/modules/publishing/publish-flow.server";
import { PublishConfirmation } from "./PublishConfirmation";

export interface PublishFlowProps {
  slug: string;
  title: string;
  status: PlaybookStatus;
  /** Where the confirmation page, used before scripts load, leads back to (an /admin address). */
  returnTo?: string;
  size?: "sm" | "md";
  /** Said in the dialog above the summary (the editor: changes not saved yet). */
  notice?: string;
}

/**
 * Publish / Schedule / Unpublish for one playbook, self-contained: a button that opens a
 * confirmation dialog (its summary loaded from /admin/playbooks/:slug/publish), or, before
 * scripts load, a link to the same confirmation as a page. Mount it wherever the owner
 * publishes from: the playbook list's row, the settings page, the editor's top bar.
 */
export function PublishFlow({ slug, title, status, returnTo, size = "sm", notice }: PublishFlowProps) {
  const [open, setOpen] = useState(false);
  const summary = useFetcher<{ summary: PublishSummary }>();
  const toast = useToast();
  const address = `/admin/playbooks/${slug}/publish`;
  const href = returnTo ? `${address}?returnTo=${encodeURIComponent(returnTo)}` : address;
  const publishing = status === "draft";
  const Icon = publishing ? Globe : EyeOff;

  const openDialog = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
    void summary.load(address);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={href}
        onClick={openDialog}
        aria-haspopup="dialog"
        className={buttonClass(publishing ? "primary" : "secondary", size)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {publishing ? "Publish" : "Unpublish"}
        <span className="sr-only"> {title}</span>
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-950">
              {publishing ? "Publish" : "Unpublish"} “{title}”
            </Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "sm")}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Check what will happen, then confirm.
          </Dialog.Description>
          {notice && (
            <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {notice}
            </p>
          )}
          <div className="mt-4">
            {summary.data?.summary.slug === slug ? (
              <PublishConfirmation
                summary={summary.data.summary}
                onDone={(outcome) => {
                  setOpen(false);
                  toast({ title: "Done", description: outcome.message });
                }}
              />
            ) : (
              <p role="status" className="text-sm text-slate-600">
                {summary.state === "idle" ? "Could not load the summary. Close and try again." : "Loading the summary…"}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
