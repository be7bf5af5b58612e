import type { ComponentType } from "react";
import { islandPropsJson } from "~/modules/page-scripts/island-props";
import { useNonce } from "./nonce";

interface IslandProps<P extends object> {
  /** Names the island for its page script (app/islands), which hydrates it by this name. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

/**
 * A component of a page that does not hydrate, rendered on the server like the rest and
 * hydrated on its own in the browser by the page's island script, with React and React DOM
 * but no React Router (docs/decisions/0014-pages-without-framework-script.md). Its props ride
 * along as JSON, nonce'd like the page's other scripts, so both sides render the same markup.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const nonce = useNonce();
  return (
    <>
      <div data-island={name}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  );
}
