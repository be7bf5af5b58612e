import { createContext, useContext } from "react";
import { useNonce } from "./nonce";

/**
 * The starter's code, as the bundler built it (first-paint-starter.ts, `virtual:inline-scripts`):
 * provided by the server's entry only. In the browser the script has already run and React keeps
 * the server's markup as it is.
 */
export const FirstPaintStarterContext = createContext("");

/**
 * The inline script that releases React Router's scripts, held back in the HTML, once the page
 * has painted (app/modules/page-scripts/after-first-paint.ts). Rendered after <Scripts />, so
 * every template it looks for is parsed before it runs. `suppressHydrationWarning`: the browser
 * hides the nonce, and its copy of this component has no code to compare.
 */
export function StartAfterFirstPaint() {
  const nonce = useNonce();
  const code = useContext(FirstPaintStarterContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
