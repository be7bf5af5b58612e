import { Search } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ManagedPlaybook } from "~/db/queries/admin-playbooks.server";
import type { EditorSession } from "~/modules/editor/session.server";
import { PlaybookEditor } from "./PlaybookEditor";
import { PlaybookRow } from "./PlaybookRow";

interface PlaybookManagerProps {
  playbooks: ManagedPlaybook[];
  search: string;
  /** The playbook in edit mode, as loaded or as last submitted; `key` says when the editor starts afresh. */
  editing?: EditorSession & { key: string };
  editErrors?: string[];
  /** A save submitted without scripts was refused: this version was saved meanwhile. */
  conflictVersion?: number;
}

function listHref(search: string, edit?: string): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (edit) params.set("edit", edit);
  const query = params.toString();
  return query ? `?${query}` : "/admin/playbooks";
}

export function PlaybookManager({ playbooks, search, editing, editErrors, conflictVersion }: PlaybookManagerProps) {
  const closeHref = listHref(search);
  const editor = editing && (
    <PlaybookEditor
      key={editing.key}
      session={editing}
      closeHref={closeHref}
      errors={editErrors}
      conflictVersion={conflictVersion}
    />
  );
  const editingListed = playbooks.some((playbook) => playbook.slug === editing?.draft.slug);

  return (
    <>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1 text-sm font-medium text-slate-800">
          Search playbooks
          <input
            type="search"
            name="q"
            defaultValue={search}
            placeholder="Title, description or slug"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
        <p className="flex items-center gap-2 py-2 text-sm text-slate-700">
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">
            {playbooks.length}
          </span>{" "}
          {playbooks.length === 1 ? "playbook" : "playbooks"}
        </p>
      </Form>

      {editor && !editingListed && <div className="mt-6">{editor}</div>}

      {playbooks.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{search ? "No playbooks found" : "No playbooks yet"}</p>
          <p className="mt-1 text-slate-600">
            {search ? "Try adjusting your search terms" : "Import some playbooks to get started"}
          </p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {playbooks.map((playbook) => (
            <PlaybookRow
              key={playbook.slug}
              playbook={playbook}
              editHref={listHref(search, playbook.slug)}
              editor={playbook.slug === editing?.draft.slug ? editor : undefined}
            />
          ))}
        </ul>
      )}
    </>
  );
}
