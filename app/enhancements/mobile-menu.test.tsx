// @vitest-environment happy-dom
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { closeMobileMenu, enhanceMobileMenu } from "./mobile-menu";
import { renderMarkup } from "./render-markup";

const site = { name: "AI Business Playbooks", url: "https://example.com", newsletterUrl: "https://news.example.com" };

describe("enhanceMobileMenu", () => {
  let stop: () => void;
  beforeEach(() => {
    renderMarkup(
      <MemoryRouter initialEntries={["/catalog"]}>
        <SiteHeader site={site} />
      </MemoryRouter>,
    );
    stop = enhanceMobileMenu(document);
  });
  afterEach(() => stop());

  const toggle = () => document.querySelector<HTMLButtonElement>("button[aria-controls]")!;
  const menu = () => document.querySelector<HTMLElement>("nav[aria-label=Mobile]")!;

  it("starts closed, and 'Toggle menu' opens and closes it", () => {
    expect(toggle().textContent).toBe("Toggle menu");
    expect(menu().hidden).toBe(true);
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(menu().hidden).toBe(false);
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(menu().hidden).toBe(true);
  });

  it("closes on Escape and gives focus back to the button", () => {
    toggle().click();
    menu().querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when asked (the hydrated app asks on every path change) and when the page is left", () => {
    toggle().click();
    closeMobileMenu(document);
    expect(menu().hidden).toBe(true);
    toggle().click();
    window.dispatchEvent(new Event("pagehide"));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("stops listening when removed", () => {
    stop();
    toggle().click();
    expect(menu().hidden).toBe(true);
  });
});
