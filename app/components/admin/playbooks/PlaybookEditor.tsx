import { Save, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { EditorStatusBar } from "~/components/admin/editor/EditorStatusBar";
import { SaveProblems } from "~/components/admin/editor/SaveProblems";
import { useAutosave } from "~/components/admin/editor/useAutosave";
import { WorkingCopyNotice } from "~/components/admin/editor/WorkingCopyNotice";
import { SlugField } from "~/components/admin/SlugField";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { ManagerResult } from "~/modules/admin/manager-results";
import { applyPartOperation } from "~/modules/admin/part-operations";
import { blankDraftPart } from "~/modules/admin/playbook-draft";
import { editorHref, ownerPreviewAddresses, SAVED_VERSION } from "~/modules/editor/addresses";
import type { EditorSession } from "~/modules/editor/session.server";
import { useWordCounts } from "~/components/admin/editor/useWordCounts";
import { CategoryFields } from "./CategoryFields";
import { PartsEditor, type EditablePart } from "./PartsEditor";
import { SeoFields } from "./SeoFields";

interface PlaybookEditorProps {
  session: EditorSession;
  /** The list without edit mode: where Save and cancel (X) return to. */
  closeHref: string;
  /** Problems from a save submitted without scripts. */
  errors?: string[];
  /** A save submitted without scripts was refused: this version was saved meanwhile. */
  conflictVersion?: number;
}

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900";
const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm";
// Every tab stays in the form (hidden when inactive), so a save always carries all fields.
const panelClass = "mt-4 data-[state=inactive]:hidden";

/**
 * Edit mode: a working copy that Save persists and cancel (X) discards. As the owner types it
 * is autosaved on the server (this session's working copy), so a closed tab loses nothing.
 */
export function PlaybookEditor({ session, closeHref, errors, conflictVersion }: PlaybookEditorProps) {
  const fetcher = useFetcher<ManagerResult>();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const nextKey = useRef(session.draft.parts.length);
  // Fixed for the life of this editor, whatever the page's data says after a save revalidates it.
  const [{ copyId, restored }] = useState(() => ({ copyId: session.copyId, restored: session.restored }));
  const [draft, setDraft] = useState(() => ({
    ...session.draft,
    parts: session.draft.parts.map((part, index): EditablePart => ({ ...part, key: index })),
  }));
  const slug = draft.slug;
  const autosave = useAutosave(form, `/admin/playbooks/${slug}/working-copy`);
  const wordCounts = useWordCounts(draft.parts);
  const result = fetcher.data;
  const saveResult = result?.intent === "save" && !result.ok ? result : undefined;
  const shownErrors = saveResult?.errors ?? errors;
  const savedVersion = saveResult ? saveResult.savedVersion : conflictVersion;
  const saving = fetcher.state !== "idle";

  const { changed, settle, flush, hasCopy } = autosave;
  useEffect(() => {
    if (result?.intent === "save" && result.ok) {
      settle();
      toast({ title: "Success", description: "Playbook updated successfully" });
      navigate(closeHref, { preventScrollReset: true });
    } else if (result?.intent === "save") {
      // The server kept the refused text as this session's working copy; autosave carries on.
      changed();
      toast({ title: "Error", description: "Failed to save playbook", variant: "destructive" });
    } else if (result?.intent === "discard-copy" && result.ok && result.discarded === restored?.id) {
      settle();
      navigate(editorHref(slug, SAVED_VERSION), { preventScrollReset: true });
    }
  }, [result, changed, settle, toast, navigate, closeHref, slug, restored]);

  const update = (change: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    changed();
  };

  /** Whatever button sent the form, an autosave still under way lands first, so it cannot bring back a saved copy. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    void flush().then(() => fetcher.submit(data, { method: "post" }));
  };

  const copyForPreview = () => (hasCopy() ? copyId : restored?.id);
  const preview = ownerPreviewAddresses(slug, copyForPreview());
  const openPreview = (event: MouseEvent<HTMLAnchorElement>) => {
    // The preview shows what was typed up to now: the working copy is written first.
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    void flush().then(() => {
      const { base, search } = ownerPreviewAddresses(slug, copyForPreview());
      if (tab) tab.location.href = `${base}${search}`;
    });
  };

  const workingCopyUrl = `/admin/playbooks/${slug}/working-copy`;
  /** Cancel (X) discards the unsaved text, once the owner confirms there is some. */
  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    if (autosave.state.kind === "clean" && !hasCopy()) return;
    event.preventDefault();
    if (!window.confirm("Discard your unsaved changes to this playbook?")) return;
    settle();
    const body = new URLSearchParams({ intent: "discard", copyId, replacesCopyId: restored?.id ?? "" });
    void fetch(workingCopyUrl, { method: "POST", body }).finally(() =>
      navigate(closeHref, { preventScrollReset: true }),
    );
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      onSubmit={submit}
      className="mt-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="version" value={draft.version} />
      <input type="hidden" name="copyId" value={copyId} />
      {restored && <input type="hidden" name="replacesCopyId" value={restored.id} />}
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
          Title
          <input
            name="title"
            value={draft.title}
            required
            onChange={(event) => update({ title: event.currentTarget.value })}
            className={fieldClass}
          />
        </label>
        {/* First submit button in the form: Enter in a text field saves. */}
        <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass("primary")}>
          <Save aria-hidden="true" className="size-4" />
          {saving ? "Saving..." : "Save"}
        </button>
        <Link
          to={closeHref}
          preventScrollReset
          onClick={cancel}
          aria-label="Cancel editing"
          className={buttonClass("ghost")}
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <SlugField
        label="URL slug"
        prefix="/catalog/"
        name="urlSlug"
        value={draft.urlSlug}
        onChange={(event) => update({ urlSlug: event.currentTarget.value })}
        hint="Lowercase letters, digits and hyphens. When it changes, the old address keeps working: it redirects here."
        className="mt-3"
      />
      <EditorStatusBar
        status={session.status}
        words={wordCounts?.reduce((sum, words) => sum + words, 0)}
        autosave={autosave.state}
        previewHref={`${preview.base}${preview.search}`}
        onPreview={openPreview}
        shareHref={`/admin/playbooks/${slug}/share`}
      />
      <WorkingCopyNotice
        slug={slug}
        savedVersion={session.savedVersion}
        restored={restored}
        others={session.otherCopies.filter((copy) => copy.id !== copyId && copy.id !== restored?.id)}
      />
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Description
        <textarea
          name="description"
          value={draft.description}
          rows={2}
          onChange={(event) => update({ description: event.currentTarget.value })}
          className={fieldClass}
        />
      </label>
      {shownErrors && shownErrors.length > 0 && (
        <SaveProblems
          errors={shownErrors}
          savedVersion={savedVersion}
          savedPreviewHref={`/admin/playbooks/${slug}/preview`}
        />
      )}
      <Tabs.Root defaultValue="categories" className="mt-5">
        <Tabs.List aria-label="Edit sections" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="categories" className={tabClass}>
            Categories
          </Tabs.Trigger>
          <Tabs.Trigger value="parts" className={tabClass}>
            Parts
          </Tabs.Trigger>
          <Tabs.Trigger value="seo" className={tabClass}>
            SEO
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="categories" forceMount className={`${panelClass} space-y-4`}>
          <CategoryFields selected={draft} onChange={update} />
        </Tabs.Content>
        <Tabs.Content value="parts" forceMount className={panelClass}>
          <PartsEditor
            slug={slug}
            parts={draft.parts}
            wordCounts={wordCounts}
            onChange={(index, change) =>
              update({
                parts: draft.parts.map((part, position) => (position === index ? { ...part, ...change } : part)),
              })
            }
            onOperation={(operation) =>
              update({
                parts: applyPartOperation(draft.parts, operation, () => ({
                  ...blankDraftPart(draft.parts.length + 1),
                  key: nextKey.current++,
                })),
              })
            }
          />
        </Tabs.Content>
        <Tabs.Content value="seo" forceMount className={panelClass}>
          <SeoFields
            metaDescription={draft.metaDescription}
            keywords={draft.keywords}
            onChange={(change) => update(change)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </fetcher.Form>
  );
}
