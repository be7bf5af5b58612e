import { snippetPieces } from "~/modules/catalog/search/snippet";
import type { SearchAnswer, SearchPassage } from "~/modules/catalog/search/results";
import { askHref, readsAsQuestion } from "./ask-option";

export const DIALOG_INPUT_ID = "search-dialog-input";
export const DIALOG_RESULTS_ID = "search-dialog-results";
const TITLE_ID = "search-dialog-title";

/**
 * The dialog's fixed markup (no visitor text in it): a search form whose field is a combobox
 * over the results listbox, a status line the screen reader announces, and the way out to the
 * catalog. Results are added with textContent only (renderResults).
 */
const DIALOG_MARKUP = `
<div data-search-panel class="flex max-h-[inherit] flex-col">
  <h2 id="${TITLE_ID}" class="sr-only">Search all playbooks</h2>
  <div class="flex items-center gap-2 border-b border-slate-200 px-4">
    <svg aria-hidden="true" viewBox="0 0 24 24" class="size-5 shrink-0 text-slate-500" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/></svg>
    <form role="search" aria-label="All playbooks" action="/catalog" method="get" class="flex-1">
      <label for="${DIALOG_INPUT_ID}" class="sr-only">Search all playbooks</label>
      <input id="${DIALOG_INPUT_ID}" type="search" name="search" role="combobox" aria-autocomplete="list"
        aria-expanded="false" aria-controls="${DIALOG_RESULTS_ID}" autocomplete="off" spellcheck="false"
        enterkeyhint="search" placeholder="Search playbooks"
        class="h-14 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus-visible:outline-none">
    </form>
    <button type="button" data-search-close class="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100">Esc<span class="sr-only"> (close search)</span></button>
  </div>
  <p data-search-status role="status" class="px-4 pt-3 text-sm text-slate-600"></p>
  <div id="${DIALOG_RESULTS_ID}" role="listbox" aria-label="Search results" hidden class="min-h-0 flex-1 overflow-y-auto px-2 py-2"></div>
  <div class="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-xs text-slate-600">
    <p class="hidden sm:block">↑ ↓ to choose · Enter to open · Esc to close</p>
    <a data-search-all href="/catalog" class="text-sm font-semibold text-brand-700 hover:text-brand-900">Search the catalog</a>
  </div>
</div>`;

export function dialogElement(doc: Document): HTMLDialogElement {
  const dialog = doc.createElement("dialog");
  dialog.dataset.searchDialog = "";
  dialog.setAttribute("aria-labelledby", TITLE_ID);
  dialog.className =
    "mx-auto mt-[8vh] max-h-[84vh] w-[min(42rem,calc(100%-1.5rem))] overflow-hidden rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/50";
  dialog.innerHTML = DIALOG_MARKUP;
  return dialog;
}

/** One choice in the results: a playbook's overview or one of its passages. */
export interface ResultOption {
  element: HTMLElement;
  href: string;
}

const OPTION_CLASS =
  "block cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-50 aria-selected:outline aria-selected:outline-brand-600";

/** The results as options (each playbook, then its passages under it), in the order the arrows walk. */
export function renderResults(list: HTMLElement, answer: SearchAnswer): ResultOption[] {
  const doc = list.ownerDocument;
  const options: ResultOption[] = [];
  const option = (href: string, className: string, ...children: Node[]) => {
    const element = doc.createElement("div");
    element.setAttribute("role", "option");
    element.setAttribute("aria-selected", "false");
    element.id = `search-option-${options.length + 1}`;
    element.className = `${OPTION_CLASS} ${className}`;
    element.append(...children);
    options.push({ element, href });
    return element;
  };
  const line = (text: string, className: string) => {
    const span = doc.createElement("span");
    span.className = `block ${className}`;
    span.textContent = text;
    return span;
  };
  // "Ask the library" for what was typed: first for a question, after the results for words.
  const ask = () =>
    option(
      askHref(answer.search),
      "mt-1",
      line(`Ask the library: “${answer.search}”`, "font-semibold text-brand-900"),
      line("An answer from the playbooks, every sentence with its source", "text-xs text-slate-600"),
    );
  const question = readsAsQuestion(answer.search);
  const first = question ? [ask()] : [];
  list.replaceChildren(
    ...first,
    ...answer.results.flatMap((result) => [
      option(
        result.href,
        "mt-1",
        line(result.title, "font-semibold text-slate-950"),
        line("Overview", "text-xs text-slate-600"),
      ),
      ...result.passages.map((passage) =>
        option(
          passage.href,
          "ml-4 border-l-2 border-slate-200",
          line(passagePlace(passage), "text-sm font-medium text-brand-900"),
          ...(passage.snippet ? [snippetLine(doc, passage.snippet)] : []),
        ),
      ),
    ]),
    ...(question ? [] : [ask()]),
  );
  return options;
}

const passagePlace = (passage: SearchPassage) =>
  passage.heading === passage.partTitle ? passage.partTitle : `${passage.partTitle} › ${passage.heading}`;

/** The snippet's words, the matched ones in <mark> (text only: playbook content never becomes markup). */
function snippetLine(doc: Document, snippet: string): HTMLElement {
  const span = doc.createElement("span");
  span.className = "mt-0.5 block text-sm text-slate-700";
  for (const piece of snippetPieces(snippet)) {
    if (!piece.marked) {
      span.append(piece.text);
      continue;
    }
    const mark = doc.createElement("mark");
    mark.className = "rounded bg-amber-200 px-0.5 text-slate-950";
    mark.textContent = piece.text;
    span.append(mark);
  }
  return span;
}
