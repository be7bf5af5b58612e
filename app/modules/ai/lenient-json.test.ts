import { describe, expect, it } from "vitest";
import { parseLenientJson } from "./lenient-json";

describe("parseLenientJson", () => {
  it("reads plain, fenced and prose-wrapped JSON", () => {
    expect(parseLenientJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseLenientJson('```json\n{"a":{"b":[1,2]}}\n```')).toEqual({ a: { b: [1, 2] } });
    expect(parseLenientJson('Here is your plan:\n{"a":"x"}\nGood luck!')).toEqual({ a: "x" });
  });

  it("passes objects through", () => {
    expect(parseLenientJson({ a: 1 })).toEqual({ a: 1 });
  });

  it("gives up on anything else", () => {
    for (const content of ["no json here", "{broken", '{"a":}', "", null, 42, "} backwards {"]) {
      expect(parseLenientJson(content)).toBeUndefined();
    }
  });
});
