import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { draftToForm } from "~/modules/admin/playbook-draft";
import { IN_PLACE_FIELD } from "~/modules/editor/addresses";
import { openEditor } from "~/modules/editor/session.server";
import { signInCookie } from "../support/admin-cookie";
import { everythingSaved } from "../support/concurrent-writes";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`, issue 28 ("SQLite with several processes"): the production server
 * with two workers (SERVER_WORKERS=2) on one SQLite file, and `npm run import` beside it as a
 * third process. 200 saves of 20 playbooks are sent at once through the editor page, ten
 * of each playbook from the version the editor opened, so one of each ten wins and nine are
 * stale. Each stale save must reach the conflict screen (409) with its text kept as a working
 * copy; none may answer 500, and no text may be lost.
 */
const SAVES_PER_PLAYBOOK = 10;
const PLAYBOOKS = 20;
const server = withAttackServer({ SERVER_WORKERS: "2" });

let db: ReturnType<typeof openSqlite>;
beforeAll(() => void (db = openSqlite(sqliteFilePath(server.dataDir()))));
afterAll(() => db?.destroy());

/** `npm run import` of the test fixtures into the server's data folder; resolves with its exit code and output. */
function importBeside(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/import.ts", "tests/fixtures/import"], {
    // ATTACK_CLI_DIR runs another checkout's command (main's, for its figure) beside that build.
    cwd: process.env.ATTACK_CLI_DIR ?? process.cwd(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO_CONTENT: "false", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

interface Save {
  slug: string;
  marker: string;
  copyId: string;
  status: number;
}

describe("two SQLite processes and an import, writing at once", () => {
  it(`answers ${PLAYBOOKS * SAVES_PER_PLAYBOOK} concurrent saves with no 500 and keeps every text`, async () => {
    const origin = server.current().baseUrl;
    const cookie = await signInCookie(origin);
    const rows = await db.selectFrom("playbooks").select("slug").orderBy("slug").limit(PLAYBOOKS).execute();
    expect(rows).toHaveLength(PLAYBOOKS);
    const sessions = await Promise.all(rows.map(async ({ slug }) => (await openEditor(db, slug))!));

    const save = async (draft: (typeof sessions)[number]["draft"], index: number): Promise<Save> => {
      const marker = `attack-save-${draft.slug}-${index}`;
      const copyId = randomUUID();
      const form = draftToForm({
        ...draft,
        parts: draft.parts.map((part, position) => (position === 0 ? { ...part, html: `<p>${marker}</p>` } : part)),
      });
      form.set("intent", "save");
      form.set("copyId", copyId);
      form.set(IN_PLACE_FIELD, "yes");
      const response = await fetch(`${origin}/admin/playbooks/${draft.slug}/edit`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
      await response.arrayBuffer();
      return { slug: draft.slug, marker, copyId, status: response.status };
    };

    const started = performance.now();
    const [saves, imported] = await Promise.all([
      Promise.all(
        sessions.flatMap(({ draft }) => Array.from({ length: SAVES_PER_PLAYBOOK }, (_, index) => save(draft, index))),
      ),
      importBeside(server.dataDir()),
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const statuses = new Map<number, number>();
    for (const { status } of saves) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const serverErrors = saves.filter((entry) => entry.status >= 500).length;
    // A kept save is in the playbook or its history; a refused one is its session's working copy.
    const copies = await db.selectFrom("playbook_working_copies").select(["id", "draft"]).execute();
    const copyText = new Map(copies.map((copy) => [copy.id, String(copy.draft)]));
    const histories = new Map(
      await Promise.all(rows.map(async ({ slug }) => [slug, await everythingSaved(db, slug)] as const)),
    );
    const lost = saves.filter(({ slug, marker, copyId, status }) =>
      status === 200 ? !histories.get(slug)!.includes(marker) : !copyText.get(copyId)?.includes(marker),
    );
    const importedPlaybooks = /Imported (\d+), failed (\d+)/.exec(imported.output);
    reportFigure(
      "SQLite, two workers and an import",
      `main (its build, this scenario): 5 × 500 and 5 texts lost of 200 saves, and the import beside them lost 2 good files (4 imported, 4 refused); now ${serverErrors} × 500 and ${lost.length} texts lost of ${saves.length} saves in ${seconds} s (${[
        ...statuses,
      ]
        .map(([status, count]) => `${count} × ${status}`)
        .join(
          ", ",
        )}); the import beside them: ${importedPlaybooks ? `${importedPlaybooks[1]} imported, ${importedPlaybooks[2]} refused (the fixtures' two bad files)` : imported.output.slice(-300)} [target: 0 × 500, 0 lost]`,
    );
    expect(serverErrors).toBe(0);
    expect(lost).toEqual([]);
    // One save of each playbook's ten won; the nine stale ones met the conflict screen.
    expect(statuses.get(200)).toBe(PLAYBOOKS);
    expect(statuses.get(409)).toBe(PLAYBOOKS * (SAVES_PER_PLAYBOOK - 1));
    expect(importedPlaybooks?.[1]).toBe("6");
  });
});
