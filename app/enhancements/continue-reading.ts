import { localStorageOf, readProgress } from "./saved-progress";

/**
 * The overview's hidden "Continue reading" link (`data-continue-reading`, with `data-playbook`
 * and the part slugs in `data-parts`) points at the last part this browser opened and shows,
 * when that part still exists. Its `[data-position]` and `[data-title]` take the saved part's.
 */
export function enhanceContinueReading(doc: Document): void {
  const link = doc.querySelector<HTMLAnchorElement>("[data-continue-reading]");
  const storage = localStorageOf(doc.defaultView);
  const playbook = link?.dataset.playbook;
  if (!link || !storage || !playbook) return;
  const saved = readProgress(storage, playbook);
  if (!saved || !(link.dataset.parts ?? "").split(" ").includes(saved.partSlug)) return;
  link.href = `/catalog/${playbook}/${saved.partSlug}`;
  link.querySelector("[data-position]")!.textContent = String(saved.position);
  link.querySelector("[data-title]")!.textContent = saved.partTitle;
  link.hidden = false;
}
