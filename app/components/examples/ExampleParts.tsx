import { Tabs } from "~/components/ui/Tabs";
import { SAMPLE_PLAYBOOK } from "./sample-content";

interface ExamplePartsProps {
  /** Classes for the tab list, each tab (with aria-selected styles) and the panel. */
  listClass: string;
  tabClass: string;
  panelClass: string;
}

/** The sample playbook's three parts as tabs (part-1 to part-3), styled by each example. */
export function ExampleParts({ listClass, tabClass, panelClass }: ExamplePartsProps) {
  return (
    <Tabs
      label="Playbook parts"
      listClass={listClass}
      tabClass={tabClass}
      panelClass={panelClass}
      items={SAMPLE_PLAYBOOK.parts.map((part) => ({
        id: part.id,
        label: part.label,
        content: (
          <>
            <h3 className="text-xl font-semibold">{part.title}</h3>
            <p className="mt-3">{part.summary}</p>
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {part.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        ),
      }))}
    />
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
