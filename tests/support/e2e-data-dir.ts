import fs from "node:fs";
import { inject } from "vitest";
import { temporaryFolder } from "./temporary-folder";
import { e2eServerEnv } from "./e2e-server-env";

/**
 * Settings a server writes into its data folder on first start (the database it uses, where
 * media go, the first admin, the demo content), with their values when unset. A server whose
 * values differ from the template's needs a first start of its own; the rest (offers,
 * providers, limits) are read at each start.
 */
const FIRST_START_SETTINGS: Record<string, string> = {
  DATABASE_URL: "",
  STORAGE_URL: "",
  SEED_DEMO_CONTENT: "true",
  ADMIN_EMAIL: "",
  ADMIN_PASSWORD: "",
};

/**
 * A fresh data folder for a production server started with `env`: a copy of the seeded template
 * (milliseconds, where a first start migrates and seeds for seconds) when `env` agrees with it
 * on every first-start setting, else an empty folder the server fills on its first start. It is
 * removed when the test that asked for it ends, or else when the file ends (temporaryFolder).
 */
export function dataDirFor(env: Record<string, string>, prefix = "playbooks-e2e"): string {
  const dir = temporaryFolder(prefix);
  const template = inject("e2eTemplateDir");
  if (template && startsFromTemplate(env)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** Whether a server started with `env` would make the same first start as the template's. */
export function startsFromTemplate(env: Record<string, string>): boolean {
  const templateEnv: Record<string, string> = e2eServerEnv();
  return Object.entries(FIRST_START_SETTINGS).every(
    ([name, unset]) => (env[name] ?? unset) === (templateEnv[name] ?? unset),
  );
}
