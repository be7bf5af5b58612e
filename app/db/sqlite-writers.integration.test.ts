import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { withTestDatabase } from "../../tests/support/test-database";
import { openSqlite } from "./connection.server";
import type { Database } from "./schema";
import { WaitingSqliteDialect } from "./sqlite-writers.server";

/**
 * Two connections to one SQLite file behave as two processes do (a second server worker,
 * `npm run import`): each has its own snapshot and takes its own turn at the write lock.
 */
const t = withTestDatabase();
const sqliteOnly = it.runIf(inject("testDatabase").engine === "sqlite");
const others: Kysely<Database>[] = [];
afterEach(async () => Promise.all(others.splice(0).map((db) => db.destroy())));

function otherProcess(): Kysely<Database> {
  const location = t.location;
  if (location.engine !== "sqlite") throw new Error("SQLite only");
  const db = openSqlite(location.file);
  others.push(db);
  return db;
}

const readValue = async (db: Kysely<Database>) =>
  Number(
    (await db.selectFrom("app_settings").select("value").where("key", "=", "probe").executeTakeFirst())?.value ?? 0,
  );
const writeValue = (db: Kysely<Database>, value: number) =>
  db
    .updateTable("app_settings")
    .set({ value: String(value) })
    .where("key", "=", "probe")
    .execute();

describe("SQLite writers in two processes", () => {
  sqliteOnly("keeps both read-then-write transactions when the other commits in between", async () => {
    await t.db.insertInto("app_settings").values({ key: "probe", value: "0" }).execute();
    const other = otherProcess();
    let theirs: Promise<void> | undefined;
    await t.db.transaction().execute(async (trx) => {
      const value = await readValue(trx);
      // The other process reads, adds ten and commits while this transaction is open.
      theirs = other
        .transaction()
        .execute(async (trx2) => writeValue(trx2, (await readValue(trx2)) + 10).then(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await writeValue(trx, value + 1);
    });
    await theirs;
    // A plain BEGIN failed this transaction with SQLITE_BUSY_SNAPSHOT, or lost one of the two.
    expect(await readValue(t.db)).toBe(11);
  });

  sqliteOnly("waits for the lock without stopping the event loop", async () => {
    await t.db.insertInto("app_settings").values({ key: "probe", value: "0" }).execute();
    const other = otherProcess();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    let write: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await writeValue(trx, 1);
      write = writeValue(other, 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await write;
    clearInterval(ticker);
    // SQLite's own busy_timeout would have slept inside the call, with no timer running meanwhile.
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(await readValue(t.db)).toBe(2);
  });

  sqliteOnly("gives up with SQLITE_BUSY once the wait is over", async () => {
    const location = t.location;
    if (location.engine !== "sqlite") return;
    const impatient = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: new SQLite(location.file, { timeout: 0 }) }, 100),
    });
    others.push(impatient);
    await t.db.transaction().execute(async (trx) => {
      await sql`insert into app_settings (key, value) values ('held', '1')`.execute(trx);
      await expect(impatient.transaction().execute(async () => undefined)).rejects.toMatchObject({
        code: "SQLITE_BUSY",
      });
    });
  });
});
