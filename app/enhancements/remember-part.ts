import { whenShown } from "~/modules/page-scripts/page-events";
import { localStorageOf, saveProgress } from "./saved-progress";

/**
 * A part page (`data-remember-part` with `data-playbook`, `data-part`, `data-part-title` and
 * `data-position`) remembers itself as the playbook's last part read, once it is actually
 * shown: a part prerendered as the next one is not read yet.
 */
export function rememberPart(doc: Document): void {
  const marked = doc.querySelector<HTMLElement>("[data-remember-part]");
  const storage = localStorageOf(doc.defaultView);
  if (!marked || !storage) return;
  const { playbook, part, partTitle, position } = marked.dataset;
  if (!playbook || !part || partTitle === undefined || !position) return;
  whenShown(doc, () => saveProgress(storage, playbook, { partSlug: part, partTitle, position: Number(position) }));
}
