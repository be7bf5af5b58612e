// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyLinkButton } from "~/components/reader/CopyLinkButton";
import { ToastRegion } from "~/components/ui/ToastRegion";
import { enhanceCopyLink } from "./copy-link";
import { renderMarkup } from "./render-markup";

describe("enhanceCopyLink", () => {
  beforeEach(() => {
    renderMarkup(
      <>
        <CopyLinkButton />
        <ToastRegion />
      </>,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const button = () => document.querySelector<HTMLButtonElement>("[data-copy-link]")!;
  const toastText = () => document.querySelector("[data-toasts]")!.textContent;

  it("is invisible until it works", () => {
    expect(button().classList.contains("invisible")).toBe(true);
    enhanceCopyLink(document);
    expect(button().classList.contains("invisible")).toBe(false);
  });

  it("copies the page's address and confirms with 'Link Copied'", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    enhanceCopyLink(document);
    button().click();
    await vi.waitFor(() => expect(toastText()).toBe("Link CopiedPage link copied to clipboard"));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it("shows the address in an alert when the browser refuses to copy", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    enhanceCopyLink(document);
    button().click();
    await vi.waitFor(() => expect(toastText()).toBe(`Could not copy the link${window.location.href}`));
    expect(document.querySelector("[data-toasts] [role=alert]")).not.toBeNull();
  });
});
