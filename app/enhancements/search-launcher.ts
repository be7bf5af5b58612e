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
 * The header's search with scripts: its field, '/' (outside a text field) and Ctrl/⌘-K open the
 * search dialog instead of submitting to the catalog. The dialog's code is not part of any page:
 * it is imported the first time it is wanted (the URL is the form's `data-search-launcher`), so
 * reading pages stay small, and the browser's cache serves it to every later page. Works on
 * hydrated pages too (useSearchLauncher). Returns a function that removes the listeners.
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
  // Focus given back by the dialog must not open it again.
  let reopenBlocked = false;

  const open = (returnFocus: HTMLElement | null, orElse?: () => void) => {
    loading ??= load(script);
    loading.then(
      () => {
        // Read now: the visitor may have typed while the code was loading.
        const detail: OpenSearchDialog = { query: field.value, returnFocus };
        field.value = "";
        doc.dispatchEvent(new CustomEvent(OPEN_SEARCH_DIALOG, { detail }));
      },
      // Offline, or a deploy replaced the file: the next try loads it again.
      () => {
        loading = undefined;
        orElse?.();
      },
    );
  };
  const fromField = () => {
    if (reopenBlocked) return;
    reopenBlocked = true;
    open(field);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target === field) fromField();
  };
  // Focus moving into the dialog keeps the field from opening it again when focus comes back.
  const onFocusOut = (event: FocusEvent) => {
    const into = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (!into?.closest("dialog[data-search-dialog]")) reopenBlocked = false;
  };
  const onPointerDown = (event: PointerEvent) => {
    // A click on a field that already has focus (given back by the dialog) opens it again.
    if (event.target === field && doc.activeElement === field) {
      reopenBlocked = false;
      fromField();
    }
  };
  // Without the dialog's code the form searches the catalog, as it does without scripts.
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
  field.addEventListener("focusin", onFocusIn);
  field.addEventListener("focusout", onFocusOut);
  field.addEventListener("pointerdown", onPointerDown);
  form.addEventListener("submit", onSubmit);
  doc.addEventListener("keydown", onKeyDown);
  return () => {
    field.removeEventListener("focusin", onFocusIn);
    field.removeEventListener("focusout", onFocusOut);
    field.removeEventListener("pointerdown", onPointerDown);
    form.removeEventListener("submit", onSubmit);
    doc.removeEventListener("keydown", onKeyDown);
  };
}

/** Whether a key press is typing into something ('/' is then a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}
