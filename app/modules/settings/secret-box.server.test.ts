import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box.server";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("secretBox", () => {
  it("seals a value that only the same SESSION_SECRET opens, for the same setting", () => {
    const box = secretBox(SECRET);
    const sealed = box.seal("BEEHIIV_API_KEY", "bh-live-123456");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("bh-live");
    expect(box.open("BEEHIIV_API_KEY", sealed)).toBe("bh-live-123456");
    expect(secretBox(`${SECRET}!`).open("BEEHIIV_API_KEY", sealed)).toBeUndefined();
    expect(box.open("AI_API_KEY", sealed)).toBeUndefined();
  });

  it("never seals the same value twice alike, and refuses an altered one", () => {
    const box = secretBox(SECRET);
    const first = box.seal("SMTP_URL", "smtp://u:p@mail.example.com");
    expect(box.seal("SMTP_URL", "smtp://u:p@mail.example.com")).not.toBe(first);
    const parts = first.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString("base64url");
    expect(box.open("SMTP_URL", parts.join("."))).toBeUndefined();
    expect(box.open("SMTP_URL", "plain text")).toBeUndefined();
  });
});
