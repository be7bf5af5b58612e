// @vitest-environment happy-dom
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { renderMarkup } from "./render-markup";
import { enhanceSearchLauncher, OPEN_SEARCH_DIALOG, type OpenSearchDialog } from "./search-launcher";

const site = { name: "AI Business Playbooks", url: "https://example.com", newsletterUrl: "https://news.example.com" };
const SCRIPT = "/assets/search-dialog-abc123.js";

describe("the header search without scripts", () => {
  it("is a labelled GET form to the catalog's search", () => {
    renderMarkup(
      <MemoryRouter>
        <SiteHeader site={site} searchDialogScript={SCRIPT} />
      </MemoryRouter>,
    );
    const form = document.querySelector<HTMLFormElement>("header form[role=search]")!;
    expect(form.getAttribute("action")).toBe("/catalog");
    expect(form.getAttribute("method")).toBe("get");
    const field = form.querySelector<HTMLInputElement>("input[type=search]")!;
    expect(field.name).toBe("search");
    expect(document.querySelector(`label[for=${field.id}]`)?.textContent).toBe("Search all playbooks");
    // The shortcut hint needs the launcher.
    expect(form.querySelector<HTMLElement>("[data-search-shortcut]")!.hidden).toBe(true);
  });
});

describe("enhanceSearchLauncher", () => {
  let stop: () => void;
  let load: ReturnType<typeof vi.fn<(script: string) => Promise<unknown>>>;
  let opened: OpenSearchDialog[];
  const onOpen = (event: Event) => opened.push((event as CustomEvent<OpenSearchDialog>).detail);
  const field = () => document.querySelector<HTMLInputElement>("#site-search")!;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));

  beforeEach(() => {
    renderMarkup(
      <MemoryRouter>
        <SiteHeader site={site} searchDialogScript={SCRIPT} />
        <main>
          <textarea aria-label="Notes" />
          <button type="button">Elsewhere</button>
        </main>
      </MemoryRouter>,
    );
    opened = [];
    load = vi.fn(async () => undefined);
    document.addEventListener(OPEN_SEARCH_DIALOG, onOpen);
    stop = enhanceSearchLauncher(document, load);
  });
  afterEach(() => {
    stop();
    document.removeEventListener(OPEN_SEARCH_DIALOG, onOpen);
  });

  it("shows the shortcut, and opens the dialog on '/', loading its code once", async () => {
    expect(document.querySelector<HTMLElement>("[data-search-shortcut]")!.hidden).toBe(false);
    const elsewhere = document.querySelector<HTMLButtonElement>("main button")!;
    elsewhere.focus();
    expect(press("/", {}, elsewhere)).toBe(false);
    await settle();
    press("/", {}, elsewhere);
    await settle();
    expect(load.mock.calls).toEqual([[SCRIPT]]);
    expect(opened).toHaveLength(2);
    expect(opened[0]!.returnFocus).toBe(elsewhere);
  });

  it("opens on Ctrl-K and ⌘-K, even from a text field, but '/' typed in a text field stays a character", async () => {
    const notes = document.querySelector("textarea")!;
    expect(press("/", {}, notes)).toBe(true);
    await settle();
    expect(opened).toHaveLength(0);
    expect(press("k", { ctrlKey: true }, notes)).toBe(false);
    await settle();
    expect(press("k", { metaKey: true })).toBe(false);
    await settle();
    expect(opened).toHaveLength(2);
  });

  it("never opens on focus alone: tabbing onto the field leaves the page as it was", async () => {
    field().focus();
    field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(opened).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field());
  });

  it("opens on a click on the field, every time", async () => {
    field().click();
    await settle();
    field().click();
    await settle();
    expect(opened).toEqual([
      { query: "", returnFocus: field() },
      { query: "", returnFocus: field() },
    ]);
  });

  it("opens as soon as the visitor types, with what was typed", async () => {
    field().focus();
    field().value = "p";
    field().dispatchEvent(new InputEvent("input", { bubbles: true, data: "p" }));
    await settle();
    expect(opened).toEqual([{ query: "p", returnFocus: field() }]);
    expect(field().value).toBe("");
    // Letters typed while the dialog's code loads open it once, with all of them.
    for (const typed of ["r", "ri", "ric"]) {
      field().value = typed;
      field().dispatchEvent(new InputEvent("input", { bubbles: true }));
    }
    await settle();
    expect(opened.slice(1)).toEqual([{ query: "ric", returnFocus: field() }]);
    // A word still being composed with an input method waits until it is done.
    field().value = "ぷ";
    field().dispatchEvent(new InputEvent("input", { bubbles: true, isComposing: true }));
    await settle();
    expect(opened).toHaveLength(2);
    field().dispatchEvent(new CompositionEvent("compositionend", { bubbles: true }));
    await settle();
    expect(opened.at(-1)).toEqual({ query: "ぷ", returnFocus: field() });
  });

  it("opens the dialog instead of submitting, and submits to the catalog when its code cannot load", async () => {
    const form = field().form!;
    const submit = vi.spyOn(form, "submit").mockImplementation(() => undefined);
    form.dispatchEvent(new SubmitEvent("submit", { cancelable: true }));
    await settle();
    expect(opened).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();

    stop();
    load = vi.fn(async () => Promise.reject(new Error("offline")));
    stop = enhanceSearchLauncher(document, load);
    form.dispatchEvent(new SubmitEvent("submit", { cancelable: true }));
    await settle();
    expect(submit).toHaveBeenCalledOnce();
  });
});
