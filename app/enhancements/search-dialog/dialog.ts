import { cancelSearchTracking, settleSearchNow, trackSettledSearch } from "~/components/catalog/search-tracking";
import { countOf } from "~/modules/text/words";
import { leftOutNote, SEARCH_API, vagueSearchNote, type SearchAnswer } from "~/modules/catalog/search/results";
import type { OpenSearchDialog } from "../search-launcher";
import { DIALOG_INPUT_ID, DIALOG_RESULTS_ID, dialogElement, renderResults, type ResultOption } from "./markup";

/** Long enough to skip the words being typed, short enough to feel instant. */
export const SEARCH_DELAY_MS = 120;
const IDLE_STATUS = "Type to search every playbook, straight to the passage.";

export interface SearchDialog {
  open(request: OpenSearchDialog): void;
}

/**
 * The search dialog: a modal <dialog> whose field searches as the visitor types (the server's
 * catalog search, GET /api/search) and whose results are a listbox the arrows walk while focus
 * stays in the field (aria-activedescendant). Enter opens the chosen result, or, with none
 * chosen, the full results in the catalog; Escape (at once, whatever is typed) or the close
 * button closes it, and focus
 * goes back where it was. Tab stays inside. The status line announces each answer's count.
 */
export function createSearchDialog(doc: Document, navigate: (href: string) => void): SearchDialog {
  const dialog = dialogElement(doc);
  doc.body.append(dialog);
  const input = dialog.querySelector<HTMLInputElement>(`#${DIALOG_INPUT_ID}`)!;
  const list = dialog.querySelector<HTMLElement>(`#${DIALOG_RESULTS_ID}`)!;
  const status = dialog.querySelector<HTMLElement>("[data-search-status]")!;
  const catalogLink = dialog.querySelector<HTMLAnchorElement>("[data-search-all]")!;
  const form = input.form!;
  let options: ResultOption[] = [];
  let active = -1;
  let returnFocus: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  const setActive = (index: number, scroll: boolean) => {
    options[active]?.element.setAttribute("aria-selected", "false");
    active = index;
    const option = options[active];
    if (!option) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    option.element.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", option.element.id);
    if (scroll) option.element.scrollIntoView({ block: "nearest" });
  };

  const show = (answer: SearchAnswer) => {
    options = renderResults(list, answer);
    active = -1;
    input.removeAttribute("aria-activedescendant");
    list.hidden = options.length === 0;
    input.setAttribute("aria-expanded", String(options.length > 0));
    status.textContent = statusOf(answer);
    catalogLink.href = answer.catalogHref;
    catalogLink.textContent =
      answer.total > answer.results.length
        ? `See all ${countOf(answer.total, "result")} in the catalog`
        : "Search the catalog";
    list.dataset.search = answer.search;
    list.dataset.total = String(answer.total);
    trackSettledSearch(list);
  };

  const clear = (text = IDLE_STATUS) => {
    request?.abort();
    cancelSearchTracking();
    options = [];
    active = -1;
    list.replaceChildren();
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    status.textContent = text;
    catalogLink.href = "/catalog";
    catalogLink.textContent = "Search the catalog";
  };

  const search = async (text: string) => {
    request?.abort();
    const controller = (request = new AbortController());
    try {
      const response = await fetch(`${SEARCH_API}?${new URLSearchParams({ search: text })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      // Past the connection's search budget (the one the catalog's search draws on too).
      if (response.status === 429) {
        const seconds = Number(response.headers.get("Retry-After")) || 10;
        return clear(`Too many searches from your connection. Please wait ${seconds} seconds and try again.`);
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = (await response.json()) as SearchAnswer;
      if (!controller.signal.aborted) show(answer);
    } catch {
      if (controller.signal.aborted) return;
      clear("Search is not available right now. Press Enter to search the catalog instead.");
    }
  };

  const onInput = () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (!text) return clear();
    timer = setTimeout(() => void search(text), SEARCH_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") return keepFocusInside(event);
    // At once, even with text in the field (where the browser would first clear it).
    if (event.key === "Escape") {
      event.preventDefault();
      return dialog.close();
    }
    if (event.target !== input || options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(
        active === -1 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length,
        true,
      );
      return;
    }
    const chosen = options[active];
    if (event.key === "Enter" && chosen) {
      event.preventDefault();
      go(chosen.href);
    }
  };

  const keepFocusInside = (event: KeyboardEvent) => {
    const focusable = [...dialog.querySelectorAll<HTMLElement>("input, button, a[href]")];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const go = (href: string) => {
    settleSearchNow();
    dialog.close();
    navigate(href);
  };

  const optionAt = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest("[role=option]") : null;
    return options.findIndex((option) => option.element === element);
  };

  input.addEventListener("input", onInput);
  dialog.addEventListener("keydown", onKeyDown);
  list.addEventListener("click", (event) => {
    const index = optionAt(event.target);
    if (index !== -1) go(options[index]!.href);
  });
  list.addEventListener("pointermove", (event) => {
    const index = optionAt(event.target);
    if (index !== -1 && index !== active) setActive(index, false);
  });
  form.addEventListener("submit", () => settleSearchNow());
  dialog.querySelector("[data-search-close]")!.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the panel) closes the dialog.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    clearTimeout(timer);
    request?.abort();
    const target = returnFocus?.isConnected ? returnFocus : null;
    returnFocus = null;
    target?.focus();
  });

  return {
    open(opening) {
      returnFocus = opening.returnFocus;
      if (!dialog.open) dialog.showModal();
      input.value = opening.query;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
      if (input.value.trim()) void search(input.value.trim());
      else clear();
    },
  };
}

function statusOf(answer: SearchAnswer): string {
  const leftOut = leftOutNote(answer.dropped ?? []);
  return leftOut ? `${foundText(answer)} ${leftOut}` : foundText(answer);
}

function foundText(answer: SearchAnswer): string {
  if (answer.vague) return vagueSearchNote(answer.search);
  if (answer.total === 0) return `No playbooks found for “${answer.search}”.`;
  const found = `${countOf(answer.total, "playbook")} found`;
  if (answer.approximate === "spellings") return `No exact matches. ${found} with words spelled like yours.`;
  if (answer.approximate === "titles") return `No exact matches. ${found} with similar titles.`;
  return `${found}.`;
}
