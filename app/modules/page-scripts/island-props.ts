/**
 * An island's props travel in the page as JSON in a `<script type="application/json">` beside
 * its server markup (app/components/document/Island.tsx), and its page script reads them back
 * to hydrate the same component with the same props (app/islands/hydrate-island.tsx).
 */

/** The props as script text: `<` escaped, so no value (a visitor's search) can end the script early. */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/** The props the server wrote for the island `name`, or undefined when the page has none. */
export function readIslandProps<P>(doc: Document, name: string): P | undefined {
  const script = doc.querySelector(`script[data-island-props="${name}"]`);
  return script?.textContent ? (JSON.parse(script.textContent) as P) : undefined;
}
