import { Trash2 } from "lucide-react";
import { lazy, Suspense, useId, useRef } from "react";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import type { EditorResult } from "~/modules/editor/editor-results";
import type { EditorSession } from "~/modules/editor/session.server";
import { partPlaceholder } from "~/modules/editor/starter-parts";
import { EditorPublishing } from "./EditorPublishing";
import { EditorTopBar, type EditorStatus } from "./EditorTopBar";
import { PartBodyEditor } from "./PartBodyEditor";
import { PartFields } from "./PartFields";
import { PartsSidebar } from "./PartsSidebar";
import { PlaybookDetails } from "./PlaybookDetails";
import { SaveProblems } from "./SaveProblems";
import { SavedElsewhereBanner } from "./SavedElsewhereBanner";
import { useEditorSession } from "./useEditorSession";
import { useEditorShortcuts } from "./useEditorShortcuts";
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
  /** A save made before scripts loaded sent the page here: what it did. */
  savedNotice?: string;
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
export function EditorPage({ admin, session, shown: firstShown, submitted, savedNotice }: EditorPageProps) {
  const formId = useId();
  const root = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const page = useEditorSession(admin, session, firstShown, submitted);
  const { editing, autosave, restored, comparing, refused } = page;
  const { draft, shown } = editing;
  const slug = draft.slug;
  const { changed, hasCopy } = autosave;
  useEditorShortcuts(root, {
    save: () => form.current?.requestSubmit(document.getElementById(`${formId}-save`) as HTMLButtonElement),
  });

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
        saving={page.saving}
        previewHref={page.previewHref}
        onPreview={page.openPreview}
        shareHref={`/admin/playbooks/${slug}/share`}
        historyHref={`/admin/playbooks/${slug}/revisions`}
        actions={
          <EditorPublishing
            slug={slug}
            title={draft.title.trim() || session.draft.title}
            status={session.status}
            unsaved={autosave.state.kind !== "clean" || Boolean(restored)}
            onSettingsSaved={page.settingsSaved}
          />
        }
      />
      <main
        id="main"
        className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-6"
      >
        <h1 className="sr-only">Editing {draft.title.trim() || "a playbook"}</h1>
        <page.Form id={formId} ref={form} method="post" onSubmit={page.submit} className="contents">
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="version" value={draft.version} />
          <input type="hidden" name="copyId" value={page.copyId} />
          <input type="hidden" name="shown" value={shown} />
          {restored && <input type="hidden" name="replacesCopyId" value={restored.id} />}
          <div className="space-y-4 lg:sticky lg:top-16 lg:self-start">
            <PartsSidebar
              parts={draft.parts}
              shown={shown}
              wordCounts={page.wordCounts}
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
              <button
                type="button"
                onClick={page.discard}
                className={`${buttonClass("ghost", "sm")} w-full text-red-700`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Discard unsaved changes
              </button>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            {page.elsewhere.notice && (
              <SavedElsewhereBanner
                notice={page.elsewhere.notice}
                comparing={comparing === "loading"}
                onCompare={() => void page.compare()}
              />
            )}
            {savedNotice && autosave.state.kind === "clean" && (
              <ResultNotice result={{ ok: true, message: savedNotice }} />
            )}
            <WorkingCopyNotice
              slug={slug}
              savedVersion={session.savedVersion}
              restored={restored}
              others={session.otherCopies.filter((copy) => copy.id !== page.copyId && copy.id !== restored?.id)}
            />
            {refused && refused.errors.length > 0 && (
              <SaveProblems
                errors={refused.errors}
                savedVersion={conflict?.version}
                savedPreviewHref={`/admin/playbooks/${slug}/preview`}
                onCompare={conflict && (() => void page.compare(conflict))}
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
                  handle={page.partEditor}
                />
              }
            />
          </div>
        </page.Form>
      </main>
      {comparing && comparing !== "loading" && (
        <Suspense fallback={null}>
          <ConflictResolver
            saved={comparing.saved}
            mine={comparing.mine}
            onClose={page.closeComparison}
            onApply={page.applyComparison}
          />
        </Suspense>
      )}
    </div>
  );
}
