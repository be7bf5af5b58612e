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
    expect(press("k", { metaKey: true })).toBe(false);
    await settle();
    expect(opened).toHaveLength(2);
  });

  it("opens from the header's field with what was typed in it, and not again when focus comes back", async () => {
    field().value = "pricing";
    field().focus();
    await settle();
    expect(opened).toEqual([{ query: "pricing", returnFocus: field() }]);
    expect(field().value).toBe("");
    // The dialog gives focus back to the field when it closes.
    const dialog = document.createElement("dialog");
    dialog.dataset.searchDialog = "";
    dialog.append(document.createElement("input"));
    document.body.append(dialog);
    dialog.querySelector("input")!.focus();
    field().focus();
    await settle();
    expect(opened).toHaveLength(1);
    // Leaving for the page and coming back opens it again.
    document.querySelector<HTMLButtonElement>("main button")!.focus();
    field().focus();
    await settle();
    expect(opened).toHaveLength(2);
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
