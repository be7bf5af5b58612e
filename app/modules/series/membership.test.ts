import { describe, expect, it } from "vitest";
import { applyMembershipChange, parseMembershipChange } from "./membership";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("applyMembershipChange", () => {
  const ids = ["a", "b", "c"];

  it("adds at the end, once", () => {
    expect(applyMembershipChange(ids, { type: "add", playbookId: "d" })).toEqual(["a", "b", "c", "d"]);
    expect(applyMembershipChange(ids, { type: "add", playbookId: "b" })).toEqual(ids);
  });

  it("moves and removes by id, leaving the order alone past either end or for a stranger", () => {
    expect(applyMembershipChange(ids, { type: "move-up", playbookId: "c" })).toEqual(["a", "c", "b"]);
    expect(applyMembershipChange(ids, { type: "move-down", playbookId: "a" })).toEqual(["b", "a", "c"]);
    expect(applyMembershipChange(ids, { type: "move-up", playbookId: "a" })).toEqual(ids);
    expect(applyMembershipChange(ids, { type: "move-down", playbookId: "c" })).toEqual(ids);
    expect(applyMembershipChange(ids, { type: "remove", playbookId: "b" })).toEqual(["a", "c"]);
    expect(applyMembershipChange(ids, { type: "remove", playbookId: "z" })).toEqual(ids);
  });

  it("takes a whole new order only when it has exactly the current members", () => {
    expect(applyMembershipChange(ids, { type: "reorder", playbookIds: ["c", "a", "b"] })).toEqual(["c", "a", "b"]);
    expect(applyMembershipChange(ids, { type: "reorder", playbookIds: ["c", "a"] })).toEqual(ids);
    expect(applyMembershipChange(ids, { type: "reorder", playbookIds: ["c", "a", "a"] })).toEqual(ids);
    expect(applyMembershipChange(ids, { type: "reorder", playbookIds: ["c", "a", "x"] })).toEqual(ids);
  });
});

describe("parseMembershipChange", () => {
  it("reads single moves and whole reorders, and refuses anything else", () => {
    expect(
      parseMembershipChange(
        form([
          ["intent", "move-up"],
          ["playbookId", "p1"],
        ]),
      ),
    ).toEqual({
      type: "move-up",
      playbookId: "p1",
    });
    expect(
      parseMembershipChange(
        form([
          ["intent", "reorder"],
          ["playbookIds", "b"],
          ["playbookIds", "a"],
        ]),
      ),
    ).toEqual({ type: "reorder", playbookIds: ["b", "a"] });
    expect(parseMembershipChange(form([["intent", "move-up"]]))).toBeUndefined();
    expect(
      parseMembershipChange(
        form([
          ["intent", "explode"],
          ["playbookId", "p1"],
        ]),
      ),
    ).toBeUndefined();
  });
});
