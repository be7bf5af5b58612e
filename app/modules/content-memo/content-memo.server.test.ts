import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/schema";
import { memoPerContentVersion } from "./content-memo.server";

const database = () => ({}) as Kysely<Database>;

/** A content version the test moves by hand, and a computation that counts its runs. */
function setUp(compute: (run: number) => Promise<string> = async (run) => `value ${run}`) {
  let version: number | undefined = 1;
  let runs = 0;
  const read = memoPerContentVersion(() => compute(++runs));
  return {
    read: (db: Kysely<Database>) => read({ db, contentVersion: { current: () => version } }),
    setVersion: (next: number | undefined) => (version = next),
    runs: () => runs,
  };
}

describe("memoPerContentVersion", () => {
  it("computes once per content version, and again as soon as the content changes", async () => {
    const memo = setUp();
    const db = database();
    expect(await memo.read(db)).toBe("value 1");
    expect(await memo.read(db)).toBe("value 1");
    memo.setVersion(2);
    expect(await memo.read(db)).toBe("value 2");
    expect(memo.runs()).toBe(2);
  });

  it("lets calls that arrive during a computation share it", async () => {
    const memo = setUp();
    const db = database();
    const values = await Promise.all([memo.read(db), memo.read(db), memo.read(db)]);
    expect(values).toEqual(["value 1", "value 1", "value 1"]);
    expect(memo.runs()).toBe(1);
  });

  it("computes on every call while the version is unknown", async () => {
    const memo = setUp();
    memo.setVersion(undefined);
    const db = database();
    await memo.read(db);
    await memo.read(db);
    expect(memo.runs()).toBe(2);
  });

  it("forgets a failed computation, so the next call tries again", async () => {
    const memo = setUp(async (run) => {
      if (run === 1) throw new Error("database unavailable");
      return `value ${run}`;
    });
    const db = database();
    await expect(memo.read(db)).rejects.toThrow("database unavailable");
    expect(await memo.read(db)).toBe("value 2");
  });

  it("keeps each database's value apart", async () => {
    const memo = setUp();
    expect(await memo.read(database())).toBe("value 1");
    expect(await memo.read(database())).toBe("value 2");
  });
});
