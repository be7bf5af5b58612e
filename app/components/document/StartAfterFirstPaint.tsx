import { AFTER_FIRST_PAINT, startAfterFirstPaint } from "~/modules/page-scripts/after-first-paint";
import { useNonce } from "./nonce";

/** Built once: the same on every page that hydrates. */
const script = `(${startAfterFirstPaint.toString()})(${JSON.stringify(AFTER_FIRST_PAINT)})`;

/**
 * The inline script that starts React Router's scripts, held back in the HTML, once the page
 * has painted (app/modules/page-scripts/after-first-paint.ts). Rendered after <Scripts />, so
 * every element it looks for is parsed before it runs. `suppressHydrationWarning`: the browser
 * hides the nonce, and its bundle spells the function its own way.
 */
export function StartAfterFirstPaint() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
