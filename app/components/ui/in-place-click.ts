import type { MouseEvent } from "react";

/**
 * A link's click handler that does `act` instead of following the link, for a plain click
 * only: a link opened in a new tab or window (modifier keys, middle button) still goes to its
 * href, which also serves visitors without JavaScript.
 */
export function inPlaceClick(act: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    act();
  };
}
