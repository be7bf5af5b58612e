import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { integrationStatuses, leadEmail } from "./integrations";

const byName = (statuses: ReturnType<typeof integrationStatuses>) =>
  Object.fromEntries(statuses.map((status) => [status.name, status]));

describe("integrationStatuses", () => {
  it("marks every integration unset on a bare configuration, each linked to where it is set", () => {
    const statuses = integrationStatuses(loadConfig({}));
    expect(statuses.every((status) => !status.configured)).toBe(true);
    expect(byName(statuses)["Newsletter provider (beehiiv)"]!.href).toBe("/admin/settings#newsletter");
    // Only the server's environment sets the bucket.
    const storage = byName(statuses)["Object storage for images"]!;
    expect([storage.href, storage.variable]).toEqual([undefined, "STORAGE_URL"]);
  });

  it("shows each offer set by its address, and never shows a secret", () => {
    const statuses = byName(
      integrationStatuses(
        loadConfig({
          BEEHIIV_API_KEY: "secret-key",
          BEEHIIV_PUBLICATION_ID: "pub_1",
          AUTOMATION_OFFER_URL: "https://automation.example/program",
        }),
      ),
    );
    expect(statuses["Automation Agency Program page"]).toMatchObject({
      configured: true,
      address: "https://automation.example/program",
      href: "/admin/settings#offers",
    });
    expect(statuses["AI Workshop Kit page"]).toMatchObject({ configured: false, address: undefined });
    expect(statuses["Newsletter provider (beehiiv)"]!.configured).toBe(true);
    expect(JSON.stringify(statuses)).not.toContain("secret-key");
  });
});

describe("leadEmail", () => {
  it("is the newsletter with beehiiv, the confirmation link with a mail server and double opt-in, else nothing", () => {
    const smtp = { SMTP_URL: "smtp://mail.example:25", SMTP_FROM: "Playbooks <hi@example.com>" };
    expect(leadEmail(loadConfig({}))).toBe("nothing");
    expect(leadEmail(loadConfig(smtp))).toBe("nothing");
    expect(leadEmail(loadConfig({ ...smtp, DOUBLE_OPT_IN: "true" }))).toBe("confirmation-only");
    expect(leadEmail(loadConfig({ BEEHIIV_API_KEY: "k", BEEHIIV_PUBLICATION_ID: "p", ...smtp }))).toBe("newsletter");
  });
});
