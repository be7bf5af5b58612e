import fs from "node:fs";
import { e2eServerEnv } from "../tests/support/e2e-global-setup";
import { startProductionServer } from "../tests/support/server-process";
const dataDir = fs.mkdtempSync("/tmp/dbg/data-");
const server = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dataDir, PORT: "4777" });
console.log("READY", server.baseUrl);
await new Promise(() => undefined);
