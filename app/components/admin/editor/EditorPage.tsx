import { Trash2 } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFetcher, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { draftToForm, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { editorHref, ownerPreviewAddresses, SAVED_VERSION } from "~/modules/editor/addresses";
import type { EditorResult, SaveConflict } from "~/modules/editor/editor-results";
import type { EditorSession } from "~/modules/editor/session.server";
import { partPlaceholder } from "~/modules/editor/starter-parts";
import { EditorTopBar, type EditorStatus } from "./EditorTopBar";
import { PartBodyEditor, type PartEditorHandle } from "./PartBodyEditor";
import { PartFields } from "./PartFields";
import { PartsSidebar } from "./PartsSidebar";
import { PlaybookDetails } from "./PlaybookDetails";
import { SaveProblems } from "./SaveProblems";
import { SavedElsewhereBanner } from "./SavedElsewhereBanner";
import { useAutosave } from "./useAutosave";
import { useEditorDraft } from "./useEditorDraft";
import { useEditorShortcuts } from "./useEditorShortcuts";
import { useSavedElsewhere } from "./useSavedElsewhere";
import { useWordCounts } from "./useWordCounts";
import { WorkingCopyNotice } from "./WorkingCopyNotice";

// The comparison (and its diff library) loads only when a comparison is opened.
const ConflictResolver = lazy(() => import("./ConflictResolver"));

interface EditorPageProps {
  admin: { email: string };
  session: EditorSession;
  /** The part in the writing area first (0-based). */
  shown: number;
  /** What the page's action answered to a form sent before scripts loaded. */
  submitted?: EditorResult;
  /** The top bar's publishing area (see EditorTopBar). */
  actions?: ReactNode;
}

function statusOf(session: EditorSession): EditorStatus {
  if (session.status === "published") return "published";
  return session.publishAt ? "scheduled" : "draft";
}

/**
 * The focused editor page: the top bar, the parts in a sidebar and one part in the writing area.
 * Autosave writes a working copy as the owner types; Save keeps the writer where they are (the
 * page is not reloaded or folded); a save made elsewhere is announced before the next one here,
 * with a side-by-side comparison to choose from.
 */
export function EditorPage({ admin, session, shown: firstShown, submitted, actions }: EditorPageProps) {
  const formId = useId();
  const fetcher = useFetcher<EditorResult>();
  const toast = useToast();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const partEditor = useRef<PartEditorHandle>(null);
  // Fixed for the life of this editor, whatever the page's data says after a save revalidates it;
  // the copy it reopened is done with once a save succeeds.
  const [copyId] = useState(session.copyId);
  const [restored, setRestored] = useState(session.restored);
  const editing = useEditorDraft(session.draft, firstShown, partEditor);
  const { draft, shown } = editing;
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

  const save = () => {
    const body = sessionFields(draftToForm(editing.collect()));
    body.set("intent", "save");
    void flush().then(() => fetcher.submit(body, { method: "post" }));
  };

  /** Save, "Replace with my version" and the copies' Discard buttons; whatever autosave is sending lands first. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter || submitter.name === "intent") return save();
    const body = sessionFields(draftToForm(editing.collect()));
    body.set(submitter.name, submitter.value);
    void flush().then(() => fetcher.submit(body, { method: "post" }));
  };

  useEditorShortcuts(root, {
    save: () => form.current?.requestSubmit(document.getElementById(`${formId}-save`) as HTMLButtonElement),
  });

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

  const part = draft.parts[shown]!;
  const conflict = refused?.conflict;
  return (
    <div ref={root} className="flex min-h-screen flex-col bg-slate-50">
      <EditorTopBar
        form={formId}
        saveId={`${formId}-save`}
        backHref="/admin/playbooks"
        status={statusOf(session)}
        publishAt={session.publishAt}
        autosave={autosave.state}
        saving={saving}
        previewHref={`${preview.base}${preview.search}`}
        onPreview={openPreview}
        shareHref={`/admin/playbooks/${slug}/share`}
        historyHref={`/admin/playbooks/${slug}/revisions`}
        actions={actions}
      />
      <main
        id="main"
        className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-6"
      >
        <h1 className="sr-only">Editing {draft.title.trim() || "a playbook"}</h1>
        <fetcher.Form id={formId} ref={form} method="post" onSubmit={submit} className="contents">
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="version" value={draft.version} />
          <input type="hidden" name="copyId" value={copyId} />
          <input type="hidden" name="shown" value={shown} />
          {restored && <input type="hidden" name="replacesCopyId" value={restored.id} />}
          <div className="space-y-4 lg:sticky lg:top-16 lg:self-start">
            <PartsSidebar
              parts={draft.parts}
              shown={shown}
              wordCounts={wordCounts}
              onShow={editing.setShown}
              onAdd={() => editing.operate({ type: "add" })}
            />
            <PlaybookDetails
              details={draft}
              onChange={(change) => {
                editing.update(change);
                changed();
              }}
            />
            {(autosave.state.kind !== "clean" || hasCopy() || restored) && (
              <button type="button" onClick={discard} className={`${buttonClass("ghost", "sm")} w-full text-red-700`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Discard unsaved changes
              </button>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            {elsewhere.notice && (
              <SavedElsewhereBanner
                notice={elsewhere.notice}
                comparing={comparing === "loading"}
                onCompare={() => void compare()}
              />
            )}
            <WorkingCopyNotice
              slug={slug}
              savedVersion={session.savedVersion}
              restored={restored}
              others={session.otherCopies.filter((copy) => copy.id !== copyId && copy.id !== restored?.id)}
            />
            {refused && refused.errors.length > 0 && (
              <SaveProblems
                errors={refused.errors}
                savedVersion={conflict?.version}
                savedPreviewHref={`/admin/playbooks/${slug}/preview`}
                onCompare={conflict && (() => void compare(conflict))}
              />
            )}
            <label className="block text-sm font-medium text-slate-700">
              Playbook title
              <input
                name="title"
                value={draft.title}
                required
                onChange={(event) => {
                  editing.update({ title: event.currentTarget.value });
                  changed();
                }}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-2xl font-bold text-slate-950"
              />
            </label>
            <PartFields
              parts={draft.parts}
              shown={shown}
              onChange={(index, change) => {
                editing.updatePart(index, change);
                changed();
              }}
              onOperation={(operation) => {
                editing.operate(operation);
                changed();
              }}
              body={
                <PartBodyEditor
                  slug={slug}
                  part={{
                    key: part.key,
                    position: shown + 1,
                    html: part.html,
                    placeholder: partPlaceholder(part.title),
                  }}
                  onChange={editing.setPartHtml}
                  onTyping={changed}
                  handle={partEditor}
                />
              }
            />
          </div>
        </fetcher.Form>
      </main>
      {comparing && comparing !== "loading" && (
        <Suspense fallback={null}>
          <ConflictResolver
            saved={comparing.saved}
            mine={comparing.mine}
            onClose={() => setComparing(undefined)}
            onApply={(combined) => {
              setComparing(undefined);
              editing.replace(combined);
              changed();
              toast({
                title: "Combined",
                description: `Your choices are in the editor, on top of version ${combined.version}. Save to keep them.`,
              });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
