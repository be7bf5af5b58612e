import type { AppContext } from "~/context";
import { draftToForm, type PlaybookDraft } from "~/modules/admin/playbook-draft";
import { IN_PLACE_FIELD } from "~/modules/editor/addresses";
import { action, loader } from "~/routes/admin.playbooks_.$slug.edit";
import { adminRequest } from "./admin-requests";
import { dataOf } from "./route-calls";

export type EditorSession = Awaited<ReturnType<typeof loader>>["session"];
type Form = Record<string, string | string[]>;

/** What the editor page opens with, as its loader gives it (`query`: "?copy=…"). */
export async function openEditorPage(context: AppContext, cookie: string, slug: string, query = "") {
  const request = adminRequest(`/admin/playbooks/${slug}/edit${query}`, { cookie });
  const data = await loader({ request, params: { slug }, context } as never);
  return data.session;
}

/** The editor's form for a draft, as the page sends it with scripts (answered in place), with fields changed or added. */
export function editorForm(draft: PlaybookDraft, changes: Form = {}): Form {
  const form: Form = {};
  for (const [name, value] of draftToForm(draft)) {
    const known = form[name];
    form[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  // Fields that repeat per part are lists even for one part.
  for (const name of ["partTitle", "partHtml", "partSlug", "partStoredSlug"]) {
    const value = form[name];
    if (typeof value === "string") form[name] = [value];
  }
  return { intent: "save", [IN_PLACE_FIELD]: "yes", ...form, ...changes };
}

/** Posts the editor's form to its page's action; the answer, unwrapped from data(). */
export async function postEditor<T = Record<string, unknown>>(
  context: AppContext,
  cookie: string,
  slug: string,
  form: Form,
): Promise<T> {
  const request = adminRequest(`/admin/playbooks/${slug}/edit`, { cookie, form });
  try {
    return dataOf<T>(await action({ request, params: { slug }, context } as never));
  } catch (thrown) {
    return dataOf<T>(thrown);
  }
}
