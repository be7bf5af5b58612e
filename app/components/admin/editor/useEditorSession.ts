import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { PostSettingsPanelProps } from "~/components/admin/post-settings/PostSettingsPanel";
import { useToast } from "~/components/ui/toaster";
import { draftToForm, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { editorHref, IN_PLACE_FIELD, ownerPreviewAddresses, SAVED_VERSION } from "~/modules/editor/addresses";
import type { EditorResult, SaveConflict } from "~/modules/editor/editor-results";
import type { EditorSession } from "~/modules/editor/session.server";
import type { PartEditorHandle } from "./PartBodyEditor";
import { useAutosave } from "./useAutosave";
import { useEditorDraft } from "./useEditorDraft";
import { useSavedElsewhere } from "./useSavedElsewhere";
import { useWordCounts } from "./useWordCounts";

/**
 * Everything the editor page does besides showing it: the draft and the part on screen, autosave
 * to this session's working copy, Save (kept in place, announced to the other tabs), saves made
 * elsewhere and their comparison, the preview of what was typed, and discarding it.
 */
export function useEditorSession(
  admin: { email: string },
  session: EditorSession,
  firstShown: number,
  submitted: EditorResult | undefined,
) {
  const fetcher = useFetcher<EditorResult>();
  const toast = useToast();
  const navigate = useNavigate();
  const partEditor = useRef<PartEditorHandle>(null);
  // Fixed for the life of this editor, whatever the page's data says after a save revalidates it;
  // the copy it reopened is done with once a save succeeds.
  const [copyId] = useState(session.copyId);
  const [restored, setRestored] = useState(session.restored);
  const editing = useEditorDraft(session.draft, firstShown, partEditor);
  const { draft } = editing;
  const slug = draft.slug;

  const sessionFields = (body: URLSearchParams) => {
    body.set("copyId", copyId);
    if (restored) body.set("replacesCopyId", restored.id);
    return body;
  };
  const autosave = useAutosave(
    () => sessionFields(draftToForm(editing.collect())),
    `/admin/playbooks/${slug}/working-copy`,
  );
  const wordCounts = useWordCounts(draft.parts);
  const elsewhere = useSavedElsewhere(slug, draft.version);
  const [comparing, setComparing] = useState<{ saved: SaveConflict; mine: PlaybookDraft } | "loading">();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data ?? submitted;
  const refused = result?.intent === "save" && !result.ok ? result : undefined;

  const { changed, settle, flush, hasCopy } = autosave;
  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.intent === "save" && answer.ok) {
      settle();
      setRestored(undefined);
      editing.saved(answer.saved);
      elsewhere.announce({ slug: answer.saved.slug, version: answer.saved.version, savedBy: admin.email });
      toast({ title: "Success", description: "Playbook updated successfully" });
      // Moved to a new address: the page follows without starting the editor again.
      if (answer.saved.slug !== slug)
        navigate(editorHref(answer.saved.slug), { replace: true, preventScrollReset: true });
    } else if (answer?.intent === "save") {
      // The server kept the refused text as this session's working copy; autosave carries on.
      changed();
      toast({ title: "Error", description: "Failed to save playbook", variant: "destructive" });
    } else if (answer?.intent === "discard-copy" && answer.ok && answer.discarded === restored?.id) {
      settle();
      navigate(editorHref(slug, SAVED_VERSION), { preventScrollReset: true });
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  /**
   * Save, "Replace with my version" and the copies' Discard buttons (`name` and `value`, the
   * button's): whatever autosave is sending lands first. Saves go to the playbook's address now
   * (it moves when settings change its slug), and the editor stays where it is.
   */
  const send = (name: string, value: string) => {
    const body = sessionFields(draftToForm(editing.collect()));
    body.set(name, value);
    body.set(IN_PLACE_FIELD, "yes");
    void flush().then(() => fetcher.submit(body, { method: "post", action: editorHref(slug) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const button = submitter?.name ? submitter : undefined;
    send(button?.name ?? "intent", button?.value ?? "save");
  };

  const compare = async (known?: SaveConflict) => {
    setComparing("loading");
    const saved = known ?? (await elsewhere.fetchSaved());
    if (typeof saved === "string") {
      setComparing(undefined);
      toast({ title: "Error", description: saved, variant: "destructive" });
      return;
    }
    setComparing({ saved, mine: editing.collect() });
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

  /** Throws the unsaved text away, once the owner confirms, and opens the saved version. */
  const discard = () => {
    if (!window.confirm("Discard your unsaved changes to this playbook?")) return;
    settle();
    const body = new URLSearchParams({ intent: "discard", copyId, replacesCopyId: restored?.id ?? "" });
    void fetch(`/admin/playbooks/${slug}/working-copy`, { method: "POST", body }).finally(() =>
      navigate(editorHref(slug, SAVED_VERSION), { replace: true }),
    );
  };

  /**
   * The settings panel saved a new version: the editor carries on from it (its next save is no
   * conflict), takes the fields the panel changed, and follows the playbook to a new address.
   */
  const settingsSaved: NonNullable<PostSettingsPanelProps["onSaved"]> = (outcome) => {
    const { excerpt, metaDescription, aiCategories, batonCategories } = outcome.draft;
    editing.update({
      slug: outcome.slug,
      urlSlug: outcome.slug,
      version: outcome.version,
      description: excerpt,
      metaDescription,
      aiCategories,
      batonCategories,
    });
    // Unsaved text waits in the working copy: it is written again on top of the new version.
    if (autosave.state.kind !== "clean") changed();
    elsewhere.announce({ slug: outcome.slug, version: outcome.version, savedBy: admin.email });
    if (outcome.slug !== slug) navigate(editorHref(outcome.slug), { replace: true, preventScrollReset: true });
  };

  const applyComparison = (combined: PlaybookDraft) => {
    setComparing(undefined);
    editing.replace(combined);
    changed();
    toast({
      title: "Combined",
      description: `Your choices are in the editor, on top of version ${combined.version}. Save to keep them.`,
    });
  };

  return {
    editing,
    partEditor,
    copyId,
    restored,
    autosave,
    wordCounts,
    elsewhere,
    comparing,
    compare,
    closeComparison: () => setComparing(undefined),
    applyComparison,
    settingsSaved,
    saving,
    refused,
    submit,
    previewHref: `${preview.base}${preview.search}`,
    openPreview,
    discard,
    Form: fetcher.Form,
  };
}
