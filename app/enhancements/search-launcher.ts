/** The event the search dialog's module listens for (app/enhancements/search-dialog/main.ts). */
export const OPEN_SEARCH_DIALOG = "search-dialog:open";

export interface OpenSearchDialog {
  /** What the visitor had typed in the header's field. */
  query: string;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
}

const LAUNCHER = "form[data-search-launcher]";

/**
 * The header's search with scripts: a click on its field, typing in it, Enter, '/' (outside a
 * text field) and Ctrl/⌘-K open the search dialog instead of submitting to the catalog. Focus
 * alone never does (WCAG 3.2.1 On Focus): a keyboard user tabbing through the header passes the
 * field by. The dialog's code is not part of any page: it is imported the first time it is
 * wanted (the URL is the form's `data-search-launcher`), so reading pages stay small, and the
 * browser's cache serves it to every later page. Works on hydrated pages too
 * (useSearchLauncher). Returns a function that removes the listeners.
 */
export function enhanceSearchLauncher(
  doc: Document,
  load: (script: string) => Promise<unknown> = (script) => import(/* @vite-ignore */ script),
): () => void {
  const form = doc.querySelector<HTMLFormElement>(LAUNCHER);
  const field = form?.querySelector<HTMLInputElement>("input[type=search]");
  const script = form?.dataset.searchLauncher;
  if (!form || !field || !script) return () => undefined;
  form.querySelector<HTMLElement>("[data-search-shortcut]")?.removeAttribute("hidden");
  let loading: Promise<unknown> | undefined;
  // Letters typed while the dialog's code loads ask once: the dialog opens with all of them.
  let opening = false;

  const open = (returnFocus: HTMLElement | null, orElse?: () => void) => {
    if (opening) return;
    opening = true;
    loading ??= load(script);
    loading.then(
      () => {
        opening = false;
        // Read now: the visitor may have typed while the code was loading.
        const detail: OpenSearchDialog = { query: field.value, returnFocus };
        field.value = "";
        doc.dispatchEvent(new CustomEvent(OPEN_SEARCH_DIALOG, { detail }));
      },
      // Offline, or a deploy replaced the file: the next try loads it again.
      () => {
        opening = false;
        loading = undefined;
        orElse?.();
      },
    );
  };
  const onClick = () => open(field);
  // Typing in the field is asking to search: the dialog opens with what was typed (a word being
  // composed with an input method opens once it is done).
  const onInput = (event: Event) => {
    if (!(event as InputEvent).isComposing && field.value !== "") open(field);
  };
  const onCompositionEnd = () => open(field);
  // Enter, or the button: without the dialog's code the form searches the catalog, as without scripts.
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    open(field, () => form.submit());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut =
      (event.key === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) ||
      (event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target));
    if (!shortcut || doc.querySelector("dialog[data-search-dialog][open]")) return;
    event.preventDefault();
    open(doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : field);
  };
  field.addEventListener("click", onClick);
  field.addEventListener("input", onInput);
  field.addEventListener("compositionend", onCompositionEnd);
  form.addEventListener("submit", onSubmit);
  doc.addEventListener("keydown", onKeyDown);
  return () => {
    field.removeEventListener("click", onClick);
    field.removeEventListener("input", onInput);
    field.removeEventListener("compositionend", onCompositionEnd);
    form.removeEventListener("submit", onSubmit);
    doc.removeEventListener("keydown", onKeyDown);
  };
}

/** Whether a key press is typing into something ('/' is then a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}
