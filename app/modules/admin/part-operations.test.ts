import { describe, expect, it } from "vitest";
import { applyPartOperation, parsePartOperation, partOperationValue, shownPartAfter } from "./part-operations";

const parts = ["a", "b", "c"];
const blank = () => "new";

describe("applyPartOperation", () => {
  it("adds a blank part at the end", () => {
    expect(applyPartOperation(parts, { type: "add" }, blank)).toEqual(["a", "b", "c", "new"]);
  });

  it("moves a part up or down by one", () => {
    expect(applyPartOperation(parts, { type: "move-up", index: 2 }, blank)).toEqual(["a", "c", "b"]);
    expect(applyPartOperation(parts, { type: "move-down", index: 0 }, blank)).toEqual(["b", "a", "c"]);
  });

  it("leaves the list alone for moves past either end", () => {
    expect(applyPartOperation(parts, { type: "move-up", index: 0 }, blank)).toEqual(parts);
    expect(applyPartOperation(parts, { type: "move-down", index: 2 }, blank)).toEqual(parts);
    expect(applyPartOperation(parts, { type: "delete", index: 7 }, blank)).toEqual(parts);
  });

  it("deletes the part at the index", () => {
    expect(applyPartOperation(parts, { type: "delete", index: 1 }, blank)).toEqual(["a", "c"]);
  });
});

describe("parsePartOperation", () => {
  it("round-trips the button values and rejects anything else", () => {
    for (const operation of [{ type: "add" }, { type: "move-down", index: 3 }, { type: "delete", index: 0 }] as const) {
      expect(parsePartOperation(partOperationValue(operation))).toEqual(operation);
    }
    for (const value of ["", "move-up", "move-up:-1", "drop:1", 5, null]) {
      expect(parsePartOperation(value)).toBeUndefined();
    }
  });
});

describe("shownPartAfter", () => {
  it("follows the part added or moved", () => {
    expect(shownPartAfter({ type: "add" }, 1, 3)).toBe(3);
    expect(shownPartAfter({ type: "move-up", index: 2 }, 2, 3)).toBe(1);
    expect(shownPartAfter({ type: "move-down", index: 0 }, 1, 3)).toBe(0);
    expect(shownPartAfter({ type: "move-down", index: 2 }, 2, 3)).toBe(2);
  });

  it("shows the part before a deleted one, and keeps showing another part in its place", () => {
    expect(shownPartAfter({ type: "delete", index: 2 }, 2, 3)).toBe(1);
    expect(shownPartAfter({ type: "delete", index: 0 }, 0, 3)).toBe(0);
    expect(shownPartAfter({ type: "delete", index: 0 }, 2, 3)).toBe(1);
    expect(shownPartAfter({ type: "delete", index: 2 }, 0, 3)).toBe(0);
  });
});
