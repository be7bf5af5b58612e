/**
 * Accordions built on `<details name>` (the category FAQs) keep one item open by themselves in
 * current browsers, with no script. In a browser without exclusive `<details>`, opening one
 * closes the others of its name here instead.
 */
export function enhanceExclusiveDetails(doc: Document): void {
  const view = doc.defaultView;
  if (!view || "name" in view.HTMLDetailsElement.prototype) return;
  // `toggle` does not bubble: listening while it travels down to its element still sees it.
  doc.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof view.HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute("name");
      if (!name) return;
      for (const other of doc.querySelectorAll<HTMLDetailsElement>("details[name]"))
        if (other !== opened && other.getAttribute("name") === name) other.open = false;
    },
    true,
  );
}
