import fs from "node:fs";
import path from "node:path";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";

const VIRTUAL_ID = "virtual:page-scripts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const INLINE_ID = "virtual:inline-scripts";
const RESOLVED_INLINE_ID = `\0${INLINE_ID}`;

interface ManifestEntry {
  file: string;
}

/**
 * Small standalone module scripts that pages load without React (see
 * docs/decisions/0014-pages-without-framework-script.md). The client build bundles each entry
 * on its own, minified and hashed like the other assets but sharing no chunk with React's
 * bundle: a page that loads one loads that one file. `virtual:page-scripts` gives the server
 * their URLs by name: from the client build's Vite manifest in a production build (React
 * Router reads the same file the same way), or the source files, which Vite compiles on
 * request, in development. `inline` entries are bundled the same way into one function each,
 * whose code `virtual:inline-scripts` gives the server by name to write into pages: the page
 * runs exactly what the bundler made, in development and tests as in production.
 */
export function pageScripts(
  entries: Readonly<Record<string, string>>,
  inline: Readonly<Record<string, string>> = {},
): Plugin {
  let config: ResolvedConfig;
  return {
    name: "page-scripts",
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (config.command !== "build" || config.build.ssr) return;
      for (const [name, file] of Object.entries(entries)) {
        this.emitFile({
          type: "asset",
          name: `${name}.js`,
          // The Vite manifest lists the file under this key.
          originalFileName: file,
          source: await bundleAlone(file, config),
        });
      }
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : id === INLINE_ID ? RESOLVED_INLINE_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_INLINE_ID) return;
      if (config.command === "build" && !config.build.ssr)
        throw new Error(`${VIRTUAL_ID} and ${INLINE_ID} are for the server: import them from server-only modules`);
      if (id === RESOLVED_INLINE_ID) return `export default ${JSON.stringify(await inlineCode(inline, config))};`;
      const urls =
        config.command === "serve"
          ? Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `${config.base}${file}`]))
          : builtUrls(entries, config);
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}

/** Each inline entry's code, as one function that runs where the page puts it. */
async function inlineCode(inline: Readonly<Record<string, string>>, config: ResolvedConfig) {
  const code: Record<string, string> = {};
  for (const [name, file] of Object.entries(inline)) {
    code[name] = (await bundleAlone(file, config, "iife")).trim();
    if (/<\/script/i.test(code[name]!)) throw new Error(`inline script ${file} would end its <script> element early`);
  }
  return code;
}

/**
 * One entry and everything it imports as a single file, built with the app's `~/` alias and
 * target: an ES module, or (for a script written into the page) a function run at once.
 */
async function bundleAlone(file: string, config: ResolvedConfig, format: "es" | "iife" = "es"): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: "warn",
    resolve: { alias: { "~": path.resolve(config.root, "app") } },
    build: {
      write: false,
      // The server's own build targets Node and does not minify: a script for the page is built
      // as the browser bundle is (Vite's default browser target), minified in every mode.
      target: format === "iife" ? undefined : config.build.target,
      minify: format === "iife" ? "esbuild" : config.build.minify,
      rollupOptions: { input: path.resolve(config.root, file), output: { format } },
    },
  })) as Rollup.RollupOutput;
  const [chunk, ...rest] = output.output;
  if (rest.some((item) => item.type === "chunk"))
    throw new Error(`page script ${file} must be one file: it may not import dynamically`);
  // A page that loads page scripts has no router in the browser (an island's <Link> or
  // useNavigate would throw): React Router in one is a mistake to stop at build time.
  const router = Object.keys(chunk.modules).find((id) => /[\\/]node_modules[\\/]react-router[\\/]/.test(id));
  if (router) throw new Error(`page script ${file} bundles React Router (${router}): use a plain <a> in islands`);
  return chunk.code;
}

/** The hashed file of each entry, from the client build that React Router ran just before this server build. */
function builtUrls(entries: Readonly<Record<string, string>>, config: ResolvedConfig): Record<string, string> {
  const manifestFile = path.resolve(config.build.outDir, "../client/.vite/manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>;
  return Object.fromEntries(
    Object.entries(entries).map(([name, file]) => {
      const entry = manifest[file];
      if (!entry) throw new Error(`page script ${name} (${file}) is missing from ${manifestFile}`);
      return [name, `${config.base}${entry.file}`];
    }),
  );
}
