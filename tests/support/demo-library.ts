import fs from "node:fs";

/**
 * How many playbooks the demo library holds: one per Markdown file in content/playbooks, as the
 * loader reads them. A test that expects the whole library listed compares against this, so adding
 * a guide does not mean editing every such test, while a file that fails to load still fails them.
 */
export const DEMO_PLAYBOOK_COUNT = fs.readdirSync("content/playbooks").filter((name) => name.endsWith(".md")).length;
