import { describe, expect, it } from "vitest";
import { keptCopy } from "./kept-copy";

/** A source whose version the test moves by hand, counting its reads; `fail` makes the next read throw. */
function setUp() {
  const state = { version: 1 as number | undefined, reads: 0, fail: false };
  const copy = keptCopy<string, { db: object }>({
    version: async () => state.version,
    async read() {
      if (state.fail) {
        state.fail = false;
        throw new Error("database unavailable");
      }
      state.reads += 1;
      return `read ${state.reads} at ${state.version}`;
    },
  });
  return { state, copy };
}

describe("keptCopy", () => {
  it("reads once while the version stays, and lets the calls of the first read share it", async () => {
    const { state, copy } = setUp();
    const db = {};
    const values = await Promise.all([copy({ db }), copy({ db }), copy({ db })]);
    expect(values).toEqual(["read 1 at 1", "read 1 at 1", "read 1 at 1"]);
    await copy({ db });
    await copy.settled(db);
    expect(await copy({ db })).toBe("read 1 at 1");
    expect(state.reads).toBe(1);
  });

  it("answers with the kept copy at once when the version moved, and with the new one once it is read", async () => {
    const { state, copy } = setUp();
    const db = {};
    await copy({ db });
    state.version = 2;
    expect(await copy({ db })).toBe("read 1 at 1");
    await copy.settled(db);
    expect(await copy({ db })).toBe("read 2 at 2");
    expect(state.reads).toBe(2);
  });

  it("keeps the copy while the version cannot be known", async () => {
    const { state, copy } = setUp();
    const db = {};
    await copy({ db });
    state.version = undefined;
    await copy({ db });
    await copy.settled(db);
    expect(await copy({ db })).toBe("read 1 at 1");
    expect(state.reads).toBe(1);
  });

  it("tries a failed first read again at the next call, and keeps the copy when a re-read fails", async () => {
    const { state, copy } = setUp();
    const db = {};
    state.fail = true;
    await expect(copy({ db })).rejects.toThrow("database unavailable");
    expect(await copy({ db })).toBe("read 1 at 1");
    state.version = 2;
    state.fail = true;
    await copy({ db });
    await copy.settled(db);
    expect(await copy({ db })).toBe("read 1 at 1");
    await copy.settled(db);
    expect(await copy({ db })).toBe("read 2 at 2");
  });

  it("keeps each database's copy apart", async () => {
    const { copy } = setUp();
    expect(await copy({ db: {} })).toBe("read 1 at 1");
    expect(await copy({ db: {} })).toBe("read 2 at 1");
  });
});
