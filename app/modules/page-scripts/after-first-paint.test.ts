// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true, "disableJavaScriptEvaluation": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT, hydratesAfterFirstPaint, startAfterFirstPaint } from "./after-first-paint";

/** What scriptsAfterFirstPaint leaves of React Router's <Scripts> in a page. */
const HELD_BACK = `
  <link ${AFTER_FIRST_PAINT}="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>
  <link ${AFTER_FIRST_PAINT}="modulepreload" href="/assets/route.js" nonce="n0nce"/>
  <p>Intro</p>
  <script nonce="n0nce" type="text/plain" ${AFTER_FIRST_PAINT}="module">import("/assets/entry.client.js");</script>
  <script type="module" src="/assets/analytics.js"></script>`;

describe("startAfterFirstPaint", () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  beforeEach(() => {
    // happy-dom has no `nonce` property; browsers keep the nonce there (and hide the attribute).
    Object.defineProperty(HTMLElement.prototype, "nonce", {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute("nonce") ?? "";
      },
      set(this: HTMLElement, value: string) {
        this.setAttribute("nonce", value);
      },
    });
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    document.body.innerHTML = HELD_BACK;
  });
  afterEach(() => vi.unstubAllGlobals());

  const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  const entryScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")];

  it("keeps React's preloads and entry script inert until the frame that first paints the page is done", () => {
    startAfterFirstPaint(AFTER_FIRST_PAINT);
    runFrame();
    expect(preloads()).toEqual([]);
    expect(entryScripts().map((script) => script.type)).toEqual(["text/plain"]);
  });

  it("then starts the preloads and puts a module script in the entry script's place, with its nonce and code", () => {
    startAfterFirstPaint(AFTER_FIRST_PAINT);
    runFrame();
    runFrame();
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.client.js",
      "/assets/route.js",
    ]);
    const [entry] = entryScripts();
    expect(entry).toMatchObject({ type: "module", nonce: "n0nce", text: 'import("/assets/entry.client.js");' });
    expect(entry!.previousElementSibling?.textContent).toBe("Intro");
    expect(document.querySelectorAll(`[${AFTER_FIRST_PAINT}]`)).toHaveLength(0);
  });
});

describe("hydratesAfterFirstPaint", () => {
  it("holds React back on every hydrated page but the admin's", () => {
    for (const path of ["/tools/sales-blocks", "/tools", "/subscribe/confirm", "/no-such-page", "/administration"]) {
      expect(hydratesAfterFirstPaint(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/playbooks", "/admin/import/preview"]) {
      expect(hydratesAfterFirstPaint(path), path).toBe(false);
    }
  });
});
