import { useId, type ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /** This panel's classes, when they differ from the others'. */
  panelClass?: string;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  className?: string;
  listClass: string;
  /** Each tab's classes; `aria-selected:` styles the selected one. */
  tabClass: string;
  panelClass?: string;
}

/**
 * Tabs as WAI-ARIA markup with the first one selected: app/enhancements/tabs.ts switches them
 * (click, arrow keys, Home, End), so a page without framework script can have them.
 */
export function Tabs({ label, items, className, listClass, tabClass, panelClass }: TabsProps) {
  const idBase = useId();
  const tabId = (item: TabItem) => `${idBase}-${item.id}-tab`;
  const panelId = (item: TabItem) => `${idBase}-${item.id}`;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} data-tabs className={listClass}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-selected={index === 0}
            aria-controls={panelId(item)}
            tabIndex={index === 0 ? 0 : -1}
            className={tabClass}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={tabId(item)}
          tabIndex={0}
          hidden={index !== 0}
          className={item.panelClass ?? panelClass}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
