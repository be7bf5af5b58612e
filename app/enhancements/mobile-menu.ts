const TOGGLE = "[data-menu-toggle]";

/**
 * The header's 'Toggle menu' button (`data-menu-toggle`, `aria-controls` naming the menu)
 * shows and hides the navigation on narrow screens; Escape closes it and returns focus to the
 * button. Used by pages without framework script and by the hydrated app alike (app/root.tsx),
 * through one listener on the document, so a re-rendered header needs no new wiring.
 * Returns a function that removes the listeners.
 */
export function enhanceMobileMenu(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element | null)?.closest?.(TOGGLE);
    if (toggle) setOpen(doc, toggle, toggle.getAttribute("aria-expanded") !== "true");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = doc.querySelector<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`);
    if (!open) return;
    setOpen(doc, open, false);
    open.focus();
  };
  // A page left for another one is kept by the browser (back/forward cache) as it was: closed
  // now, it comes back closed, as if the menu had closed on navigation.
  const onPageHide = () => closeMobileMenu(doc);
  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKeyDown);
  doc.defaultView?.addEventListener("pagehide", onPageHide);
  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKeyDown);
    doc.defaultView?.removeEventListener("pagehide", onPageHide);
  };
}

/** Closes the menu: the hydrated app calls it whenever its client router changes the path. */
export function closeMobileMenu(doc: Document): void {
  for (const toggle of doc.querySelectorAll(TOGGLE)) setOpen(doc, toggle, false);
}

function setOpen(doc: Document, toggle: Element, open: boolean): void {
  toggle.setAttribute("aria-expanded", String(open));
  const menu = doc.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (menu) menu.hidden = !open;
}
