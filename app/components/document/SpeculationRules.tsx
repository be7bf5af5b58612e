import { speculationRulesText } from "~/modules/page-scripts/speculation-rules";
import { useNonce } from "./nonce";

/**
 * A speculation rules script with the render's nonce. `suppressHydrationWarning`: the browser
 * hides the nonce, so a hydrating page sees none.
 */
export function SpeculationRules({ rules }: { rules: object }) {
  const nonce = useNonce();
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: speculationRulesText(rules) }}
    />
  );
}
