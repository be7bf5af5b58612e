import { Settings, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useEffect, useState, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { SettingsSaveOutcome } from "~/modules/post-settings/save-settings.server";
import type { SettingsPageData } from "~/modules/post-settings/settings-page.server";

// The form (its fields, previews and checks) is a chunk of its own: pages that show the panel's
// button (the editor, the playbook list) fetch it only when a panel is about to open (a pointer
// over the button, or focus on it) or opens, beside the settings themselves. Before scripts
// load, the button is a link to the settings page, which has the form in its own chunk.
const loadForm = () => import("./PostSettingsForm");
const PostSettingsForm = lazy(() => loadForm().then((module) => ({ default: module.PostSettingsForm })));

export interface PostSettingsPanelProps {
  slug: string;
  title: string;
  /**
   * Told after each save: the playbook's new version (the editor's base for its next save, since
   * settings change nothing the editor holds) and its slug, which moves the page when it changed.
   */
  onSaved?: (outcome: Extract<SettingsSaveOutcome, { ok: true }>) => void;
}

/**
 * The settings page as a side panel (for the editor's top bar): a "Settings" button that opens a
 * sheet on the right, loading the form from /admin/playbooks/:slug/settings. Before scripts
 * load, the button is a link to that page.
 */
export function PostSettingsPanel({ slug, title, onSaved }: PostSettingsPanelProps) {
  const [open, setOpen] = useState(false);
  const settings = useFetcher<{ page: SettingsPageData }>();
  const address = `/admin/playbooks/${slug}/settings`;
  const openPanel = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
    void loadForm();
    void settings.load(address);
  };
  const page = settings.data?.page.slug === slug ? settings.data.page : undefined;
  // Saved under a new slug while open: the panel carries on with the playbook at its new address.
  useEffect(() => {
    if (open && settings.data && !page && settings.state === "idle") void settings.load(address);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new address
  }, [slug]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={address}
        onClick={openPanel}
        // A pointer on its way or a Tab onto the button: the form's code is fetched ahead.
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-haspopup="dialog"
        className={buttonClass("secondary", "sm")}
      >
        <Settings aria-hidden="true" className="size-4" />
        Settings<span className="sr-only"> of {title}</span>
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-[min(44rem,100vw)] overflow-y-auto bg-slate-50 p-6 shadow-2xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-950">Settings of “{title}”</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "sm")}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close the settings</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Address, dates, search and sharing of this playbook. Saving here saves only these settings.
          </Dialog.Description>
          {page ? (
            <Suspense fallback={<Loading />}>
              <PostSettingsForm key={page.draft.timeZone} data={page} panel onSaved={onSaved} />
            </Suspense>
          ) : settings.state === "idle" ? (
            <p role="status" className="text-sm text-slate-600">
              Could not load the settings. Close and try again.
            </p>
          ) : (
            <Loading />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Loading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading the settings…
    </p>
  );
}
