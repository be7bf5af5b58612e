// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true, "disableJavaScriptEvaluation": true}}
import inlineScripts from "virtual:inline-scripts";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT } from "./after-first-paint";

/** What scriptsAfterFirstPaint leaves of React Router's <Scripts> in a page. */
const HELD_BACK = `
  <template ${AFTER_FIRST_PAINT}><link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/></template>
  <template ${AFTER_FIRST_PAINT}><link href="/assets/route.js" rel="modulepreload" nonce="n0nce"/></template>
  <p>Intro</p>
  <template ${AFTER_FIRST_PAINT}><script nonce="n0nce" type="module" async="">import("/assets/entry.client.js");</script></template>
  <script type="module" src="/assets/analytics.js"></script>`;

/**
 * The starter exactly as the bundler builds it for the page (vite-plugins/page-scripts.ts), run
 * as the page runs it: a transform that broke it would fail here, not in a visitor's browser.
 */
const startAfterFirstPaint = () => new Function(inlineScripts["first-paint"]!)();

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const inlineModules = () => [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")];

function expectHeldBack() {
  expect(preloads()).toEqual([]);
  expect(inlineModules()).toEqual([]);
}

function expectStarted() {
  expect(preloads().map((link) => link.getAttribute("href"))).toEqual(["/assets/entry.client.js", "/assets/route.js"]);
  const [entry] = inlineModules();
  expect(entry).toMatchObject({
    type: "module",
    async: true,
    nonce: "n0nce",
    text: 'import("/assets/entry.client.js");',
  });
  expect(entry!.previousElementSibling?.textContent).toBe("Intro");
  expect(document.querySelectorAll(`[${AFTER_FIRST_PAINT}]`)).toHaveLength(0);
}

/** Paint entries as the browser reports them to a PerformanceObserver. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ["paint", "resource"];
  static current: FakePaintObserver | undefined;
  observing = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.current = this;
  }
  observe(options: PerformanceObserverInit) {
    expect(options).toEqual({ type: "paint", buffered: true });
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  report(...names: string[]) {
    if (!this.observing) return;
    const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

describe("the first-paint starter, as built", () => {
  beforeAll(() => {
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
  });
  beforeEach(() => {
    document.body.innerHTML = HELD_BACK;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps React's preloads and entry script inert until the first contentful paint is reported", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    startAfterFirstPaint();
    expectHeldBack();
    FakePaintObserver.current!.report("first-paint");
    expectHeldBack();
  });

  it("then starts the preloads and puts a module script in the entry script's place, with its nonce and code", () => {
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    startAfterFirstPaint();
    FakePaintObserver.current!.report("first-paint", "first-contentful-paint");
    expectStarted();
    expect(FakePaintObserver.current!.observing).toBe(false);
  });

  it("starts them two animation frames on in a browser without paint timing", () => {
    const frames: FrameRequestCallback[] = [];
    const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    startAfterFirstPaint();
    runFrame();
    expectHeldBack();
    runFrame();
    expectStarted();
  });
});
