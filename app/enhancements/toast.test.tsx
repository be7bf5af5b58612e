// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "~/components/ui/ToastRegion";
import { renderMarkup } from "./render-markup";
import { showToast } from "./toast";

describe("showToast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderMarkup(<ToastRegion />);
  });
  afterEach(() => vi.useRealTimers());

  const shown = () => [...document.querySelectorAll("[data-toasts] > *")];

  it("shows the title and description in the live region, then leaves after five seconds", () => {
    showToast(document, { title: "Link Copied", description: "Page link copied to clipboard" });
    expect(shown().map((toast) => toast.getAttribute("role"))).toEqual(["status"]);
    expect(shown()[0]!.textContent).toBe("Link CopiedPage link copied to clipboard");
    vi.advanceTimersByTime(4900);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(shown()).toHaveLength(0);
  });

  it("announces failures as alerts, and leaves out an empty description", () => {
    showToast(document, { title: "Could not copy the link", variant: "destructive" });
    expect(shown()[0]!.getAttribute("role")).toBe("alert");
    expect(shown()[0]!.querySelector("[data-toast-description]")).toBeNull();
  });

  it("stays while the pointer rests on it, and goes with its Dismiss button", () => {
    const toast = showToast(document, { title: "Link Copied" })!;
    toast.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(10_000);
    expect(shown()).toHaveLength(1);
    toast.querySelector<HTMLButtonElement>("[aria-label='Dismiss notification']")!.click();
    expect(shown()).toHaveLength(0);
  });

  it("keeps the three latest", () => {
    for (const title of ["one", "two", "three", "four"]) showToast(document, { title });
    expect(shown().map((toast) => toast.querySelector("[data-toast-title]")!.textContent)).toEqual([
      "two",
      "three",
      "four",
    ]);
  });
});
