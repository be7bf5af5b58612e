import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { precompressAssets } from "./vite-plugins/precompress-assets";

/**
 * react-router's package exports point every condition at its development build (warnings,
 * invariant texts: about 40 KB more before gzip; remix-run/react-router#14102). The browser
 * bundle of a production build takes the production build that ships beside it.
 */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "production/index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "production/dom-export.mjs") },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle's entry is our Node server, which wraps React Router's request handler.
  // Browser chunks under 8 kB are merged where that loads no code a page did not load before:
  // each file is a request, and on a phone over HTTP/1.1 (six connections) twenty-five small
  // ones cost several round trips before a page can hydrate.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/start.ts" } }
    : { rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } },
  resolve: command === "build" && !isSsrBuild ? { alias: reactRouterProductionBuild() } : undefined,
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), precompressAssets()],
  // The page script (app/modules/analytics/page-script.ts) is built as a "worker" to get a
  // file of its own; it runs as a module script, so it needs no function wrapper.
  worker: { format: "es" as const },
}));
