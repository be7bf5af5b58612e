// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { Tabs } from "~/components/ui/Tabs";
import { renderMarkup } from "./render-markup";
import { enhanceTabs, tabAfterKey } from "./tabs";

describe("tabAfterKey", () => {
  it("moves to the neighbour with the arrows, wrapping around, and to the ends with Home and End", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
    expect(tabAfterKey("Enter", 1, 3)).toBeUndefined();
  });
});

describe("enhanceTabs", () => {
  function renderTabs() {
    renderMarkup(
      <Tabs
        label="Parts"
        listClass=""
        tabClass=""
        items={["one", "two", "three"].map((id) => ({ id, label: id, content: `Panel ${id}` }))}
      />,
    );
    enhanceTabs(document);
    const tabs = [...document.querySelectorAll<HTMLElement>("[role=tab]")];
    const visiblePanels = () =>
      [...document.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter((panel) => !panel.hidden);
    return { tabs, visiblePanels };
  }

  it("starts on the first tab, the only one in the tab order", () => {
    const { tabs, visiblePanels } = renderTabs();
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanels().map((panel) => panel.textContent)).toEqual(["Panel one"]);
  });

  it("shows a clicked tab's panel", () => {
    const { tabs, visiblePanels } = renderTabs();
    tabs[2]!.click();
    expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
    expect(visiblePanels().map((panel) => panel.textContent)).toEqual(["Panel three"]);
  });

  it("moves selection and focus with the keyboard", () => {
    const { tabs, visiblePanels } = renderTabs();
    tabs[0]!.focus();
    tabs[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    expect(visiblePanels().map((panel) => panel.textContent)).toEqual(["Panel three"]);
  });
});
