import { Tabs } from "radix-ui";
import { SAMPLE_PLAYBOOK } from "./sample-content";

interface ExamplePartsProps {
  /** Classes for the tab list, each tab (with data-[state=active] styles) and the panel. */
  listClass: string;
  tabClass: string;
  panelClass: string;
}

/** The sample playbook's three parts as tabs (part-1 to part-3), styled by each example. */
export function ExampleParts({ listClass, tabClass, panelClass }: ExamplePartsProps) {
  return (
    <Tabs.Root defaultValue="part-1">
      <Tabs.List aria-label="Playbook parts" className={listClass}>
        {SAMPLE_PLAYBOOK.parts.map((part) => (
          <Tabs.Trigger key={part.id} value={part.id} className={tabClass}>
            {part.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SAMPLE_PLAYBOOK.parts.map((part) => (
        <Tabs.Content key={part.id} value={part.id} className={panelClass}>
          <h3 className="text-xl font-semibold">{part.title}</h3>
          <p className="mt-3">{part.summary}</p>
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {part.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Buttons on the design examples are samples: they look real and do nothing. */
export function InertButton({ className, children }: { className: string; children: string }) {
  return (
    <button type="button" className={className}>
      {children}
    </button>
  );
}
