import { showToast } from "./toast";

/**
 * The part reader's 'Copy link' button (`data-copy-link`, invisible until it works) copies the
 * page's address and says so in a toast, or shows the address when the browser refuses.
 */
export function enhanceCopyLink(doc: Document): void {
  for (const button of doc.querySelectorAll("[data-copy-link]")) {
    button.addEventListener("click", () => void copyPageLink(doc));
    button.classList.remove("invisible");
  }
}

async function copyPageLink(doc: Document): Promise<void> {
  const view = doc.defaultView!;
  const address = view.location.href;
  try {
    await view.navigator.clipboard.writeText(address);
    showToast(doc, { title: "Link Copied", description: "Page link copied to clipboard" });
  } catch {
    showToast(doc, { title: "Could not copy the link", description: address, variant: "destructive" });
  }
}
