import { describe, expect, it } from "vitest";
import { isUnguessableToken, unguessableToken } from "./token.server";

describe("unguessableToken", () => {
  it("makes URL-safe tokens of 128 bits that never repeat", () => {
    const tokens = Array.from({ length: 1000 }, unguessableToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) {
      expect(isUnguessableToken(token)).toBe(true);
      expect(Buffer.from(token, "base64url")).toHaveLength(16);
    }
  });

  it("recognises only the token shape", () => {
    for (const value of ["", "short", "a".repeat(23), "../../etc/passwd/aaaaaaa", "aaaaaaaaaaaaaaaaaaaaa="])
      expect(isUnguessableToken(value)).toBe(false);
  });
});
