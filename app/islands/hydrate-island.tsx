import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { readIslandProps } from "~/modules/page-scripts/island-props";

/**
 * Hydrates the island `name` that the server rendered with `<Island>`
 * (app/components/document/Island.tsx): the same component with the props the page carries.
 * Only React and React DOM come with it; the rest of the page stays server HTML.
 */
export function hydrateIsland<P extends object>(doc: Document, name: string, Component: ComponentType<P>): void {
  const container = doc.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const props = readIslandProps<P>(doc, name);
  if (!container || !props) return;
  hydrateRoot(
    container,
    <MarkHydrated container={container}>
      <Component {...props} />
    </MarkHydrated>,
  );
}

/** Marks the island once React owns it: browser tests wait for `data-hydrated` before using it. */
function MarkHydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = "true";
  }, [container]);
  return children;
}
