import { loadDemoContent } from "~/modules/demo-content/load.server";
import { defaultContentDir } from "~/modules/demo-content/seed.server";
import { openCliContext } from "./cli-context";

// Loads (or refreshes) the demo playbooks and series from content/. Safe to run repeatedly:
// unchanged files are skipped and playbooks are matched by slug.
const { db, storage } = await openCliContext();
try {
  const result = await loadDemoContent({ db, storage, contentDir: defaultContentDir() });
  console.log(
    `Demo content: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged; ${result.series} series.`,
  );
} finally {
  await db.destroy();
}
