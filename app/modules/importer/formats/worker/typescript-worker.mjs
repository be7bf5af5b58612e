// Runs a TypeScript worker script from the source tree (tsx, Vitest, `npm run dev`, the
// command line): tsx's loader is registered in this thread, then the script is imported. The
// production build runs the script's compiled copy directly (vite-plugins/server-workers.ts).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.script);
