// Process entry. `node server.js` serves the production build; `node server.js --dev` runs
// the same server through Vite with hot reloading.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= dev ? "development" : "production";

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("./server/start.ts");
  await startServer({ vite });
} else {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const entry = pathToFileURL(path.resolve(buildDir, "server/index.js"));
  if (!fs.existsSync(entry)) {
    console.error(`No production build at ${buildDir}/. Run "npm run build" first (or "npm start", which builds).`);
    process.exit(1);
  }
  const { startServer } = await import(entry.href);
  await startServer();
}
