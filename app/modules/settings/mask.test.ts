import { describe, expect, it } from "vitest";
import { maskSecret } from "./settings-page.server";

describe("maskSecret", () => {
  it("shows the last four characters of a long key only, and nothing of a short one", () => {
    expect(maskSecret("BEEHIIV_API_KEY", "bh_live_0123456789abcdef")).toBe("••••••••cdef");
    expect(maskSecret("LANDING_ACCESS_CODE", "KIT-2026")).toBe("••••••••");
  });

  it("shows a mail server's user and host, never its password", () => {
    expect(maskSecret("SMTP_URL", "smtps://hello%40example.com:s3cret@smtp.example.com:465")).toBe(
      "smtps://hello@example.com:••••••••@smtp.example.com:465",
    );
    expect(maskSecret("SMTP_URL", "smtp://mail.example.com:25")).toBe("smtp://mail.example.com:25");
  });
});
