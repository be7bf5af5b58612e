import { loadDemoContent } from "~/modules/demo-content/load.server";
import { defaultContentDir } from "~/modules/demo-content/seed.server";
import { loadResourcePack } from "~/modules/resources/load.server";
import { openCliContext } from "./cli-context";

// Loads (or refreshes) the demo playbooks, the series and the workshop resources pack from
// content/. Safe to run repeatedly: unchanged files are skipped, playbooks and pack items are
// matched by slug, and a pack item the owner edited in the admin is kept.
const { db, storage } = await openCliContext();
try {
  const result = await loadDemoContent({ db, storage, contentDir: defaultContentDir() });
  console.log(
    `Demo content: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged; ${result.series} series loaded, ${result.seriesKept} kept (edited in the admin).`,
  );
  const pack = await loadResourcePack({ db, storage, contentDir: defaultContentDir() });
  console.log(
    `Resources pack: ${pack.created} created, ${pack.updated} updated, ${pack.unchanged} unchanged, ${pack.kept} kept (edited in the admin).`,
  );
} finally {
  await db.destroy();
}
