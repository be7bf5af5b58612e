import path from "node:path";
import type { Plugin } from "vite";

/** How server code names a worker script: `new URL("./name.worker.ts", import.meta.url)`. */
const WORKER_URL = /new URL\((["'])(\.{1,2}\/[^"']+\.worker\.ts)\1,\s*import\.meta\.url\)/g;

/**
 * Worker threads in the server build. Server code starts a worker from
 * `new URL("./name.worker.ts", import.meta.url)`; under tsx, Vitest and the dev server that is
 * the source file (WorkerPool loads it through tsx). In the server build each such script
 * becomes an entry of its own, `build/server/name.worker.js`, with the modules it shares with
 * the server in common chunks, and the URL is rewritten to point at it from wherever the
 * calling module ends up.
 */
export function serverWorkers(): Plugin {
  let isServerBuild = false;
  return {
    name: "server-workers",
    apply: "build",
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (!isServerBuild || !code.includes(".worker.ts")) return undefined;
      let rewritten = false;
      const result = code.replace(WORKER_URL, (_match, _quote, specifier: string) => {
        const reference = this.emitFile({
          type: "chunk",
          id: path.resolve(path.dirname(id), specifier),
          fileName: `${path.basename(specifier, ".ts")}.js`,
        });
        rewritten = true;
        return `new URL(import.meta.ROLLUP_FILE_URL_${reference})`;
      });
      return rewritten ? { code: result, map: null } : undefined;
    },
  };
}
