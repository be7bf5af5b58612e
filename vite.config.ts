import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { INLINE_SCRIPTS, PAGE_SCRIPTS } from "./app/modules/page-scripts/entries";
import { pageScripts } from "./vite-plugins/page-scripts";
import { precompressAssets } from "./vite-plugins/precompress-assets";
import { serverWorkers } from "./vite-plugins/server-workers";

/**
 * react-router's package exports point every condition at its development build (warnings,
 * invariant texts, dev-only checks: about 40 KB more before gzip; remix-run/react-router#14102).
 * A production build takes the production build that ships beside it, in the browser bundle
 * and in the server's, which then bundles react-router (and @react-router/node, which imports
 * it) instead of leaving Node to resolve the development one.
 */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "production/index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "production/dom-export.mjs") },
  ];
}

/**
 * Packages of many small modules that the server bundles instead of leaving Node to load file by
 * file at every start: date-fns alone was 305 files, lucide-react's CommonJS build every icon.
 * Bundled and tree-shaken, a server starts in about 1.1 s instead of 2.0 s (docs/decisions/0030).
 * Native addons (better-sqlite3, sharp), packages that start workers from file paths (pino) and
 * those with optional requires (pg, rate-limiter-flexible) stay external.
 */
const BUNDLED_IN_SERVER = [
  /^(date-fns|date-fns-tz|kysely|zod|yaml|diff|internmap|lucide-react)$/,
  /^(d3-[a-z-]+|@visx\/[a-z-]+)$/,
  // linkedom and cheerio, with the parsers they bring
  /^(linkedom|cssomnom|html-escaper|uhyphen|cheerio|cheerio-select|css-select|css-what|nth-check|boolbase)$/,
  /^(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)$/,
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server bundle's entry is our Node server, which wraps React Router's request handler.
  // Browser chunks under 8 kB are merged where that loads no code a page did not load before:
  // each file is a request, and on a phone over HTTP/1.1 (six connections) twenty-five small
  // ones cost several round trips before a page can hydrate.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/start.ts" } }
    : { rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } },
  resolve: command === "build" ? { alias: reactRouterProductionBuild() } : undefined,
  ssr: command === "build" ? { noExternal: ["react-router", "@react-router/node", ...BUNDLED_IN_SERVER] } : undefined,
  plugins: [
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    pageScripts(PAGE_SCRIPTS, INLINE_SCRIPTS),
    precompressAssets(),
    serverWorkers(),
  ],
}));
