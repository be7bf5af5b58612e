import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { integrationStatuses, launchChecklist } from "./integrations";

const byName = (statuses: ReturnType<typeof integrationStatuses>) =>
  Object.fromEntries(statuses.map((status) => [status.name, status]));

describe("integrationStatuses", () => {
  it("marks every integration unset on a bare configuration and says what visitors get instead", () => {
    const statuses = integrationStatuses(loadConfig({}));
    expect(statuses.every((status) => !status.configured)).toBe(true);
    expect(byName(statuses)["Content Creator Program page"]).toMatchObject({
      variables: ["CONTENT_OFFER_URL"],
      whenUnset: "The quiz shows only the free playbook for the content path.",
    });
  });

  it("shows configured offer URLs but never a secret", () => {
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
      value: "https://automation.example/program",
    });
    expect(statuses["Newsletter provider (beehiiv)"]!.configured).toBe(true);
    expect(statuses["AI Workshop Kit page"]!.configured).toBe(false);
    expect(JSON.stringify(statuses)).not.toContain("secret-key");
  });
});

describe("launchChecklist", () => {
  const names = (config: Record<string, string>) =>
    launchChecklist(loadConfig(config)).items.map((item) => [item.name, item.blocksLeads]);

  it("is red for the newsletter and SMTP when leads would receive nothing, and lists every unset integration", () => {
    const checklist = launchChecklist(loadConfig({}));
    expect(checklist.leadEmail).toBe("nothing");
    expect(checklist.items).toHaveLength(integrationStatuses(loadConfig({})).length);
    expect(names({}).slice(0, 2)).toEqual([
      ["Newsletter provider (beehiiv)", true],
      ["Confirmation e-mails (SMTP)", true],
    ]);
    expect(checklist.items.filter((item) => item.blocksLeads)).toHaveLength(2);
    expect(checklist.items.every((item) => item.whenUnset.length > 0)).toBe(true);
  });

  it("stays red with a mail server that sends nothing (no double opt-in), and turns amber once it confirms leads", () => {
    const smtp = { SMTP_URL: "smtp://mail.example:25", SMTP_FROM: "Playbooks <hi@example.com>" };
    expect(launchChecklist(loadConfig(smtp)).leadEmail).toBe("nothing");
    expect(names(smtp)[0]).toEqual(["Newsletter provider (beehiiv)", true]);
    const confirming = launchChecklist(loadConfig({ ...smtp, DOUBLE_OPT_IN: "true" }));
    expect(confirming.leadEmail).toBe("confirmation-only");
    expect(confirming.items.some((item) => item.blocksLeads)).toBe(false);
  });

  it("has no red once beehiiv is set, and drops what is configured", () => {
    const checklist = launchChecklist(loadConfig({ BEEHIIV_API_KEY: "k", BEEHIIV_PUBLICATION_ID: "p" }));
    expect(checklist.leadEmail).toBe("newsletter");
    expect(checklist.items.map((item) => item.name)).not.toContain("Newsletter provider (beehiiv)");
    expect(checklist.items.some((item) => item.blocksLeads)).toBe(false);
  });
});

describe("integration purposes", () => {
  it("says what each integration does, each in its own words", () => {
    const statuses = integrationStatuses(loadConfig({}));
    const purposes = statuses.map((status) => status.purpose);
    expect(new Set(purposes).size).toBe(statuses.length);
    expect(purposes.every((purpose) => purpose.length > 20 && purpose !== "Configured")).toBe(true);
  });
});
