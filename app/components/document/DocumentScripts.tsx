import { SPECULATION_RULES } from "~/modules/page-scripts/speculation-rules";
import { useNonce } from "./nonce";
import { SpeculationRules } from "./SpeculationRules";

/**
 * The scripts every document carries besides React Router's: the speculation rules and the
 * page scripts given (standalone modules, see app/modules/page-scripts), each with the render's
 * nonce. `suppressHydrationWarning`: the browser hides the nonce, so a hydrating page sees none.
 * Page scripts are fetched at low priority: none is needed for the first paint, and Chrome
 * otherwise fetches module scripts at high priority, beside the stylesheet (the catalog's 72 KB
 * island script delayed its first paint on a slow connection).
 */
export function DocumentScripts({ moduleSources }: { moduleSources: readonly string[] }) {
  const nonce = useNonce();
  return (
    <>
      <SpeculationRules rules={SPECULATION_RULES} />
      {moduleSources.map((src) => (
        <script key={src} type="module" src={src} nonce={nonce} fetchPriority="low" suppressHydrationWarning />
      ))}
    </>
  );
}
