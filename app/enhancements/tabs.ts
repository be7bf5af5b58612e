/**
 * Where a key moves focus in a row of `count` tabs from `index` (WAI-ARIA tabs pattern): the
 * arrows to the neighbour, wrapping around; Home and End to either end; other keys nowhere.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tab lists rendered by the Tabs component (`data-tabs`): a click or an arrow key selects a tab
 * and shows its panel (`aria-controls`). The server renders the first tab selected, and only
 * the selected tab in the page's tab order.
 */
export function enhanceTabs(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLElement>("[data-tabs]")) {
    const tabs = [...list.querySelectorAll<HTMLElement>("[role='tab']")];
    const select = (chosen: HTMLElement) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = doc.getElementById(tab.getAttribute("aria-controls") ?? "");
        if (panel) panel.hidden = !selected;
      }
    };
    list.addEventListener("click", (event) => {
      const tab = (event.target as Element).closest<HTMLElement>("[role='tab']");
      if (tab && tabs.includes(tab)) select(tab);
    });
    list.addEventListener("keydown", (event) => {
      const next = tabAfterKey(event.key, tabs.indexOf(event.target as HTMLElement), tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[next]!);
      tabs[next]!.focus();
    });
  }
}
