import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { integrationStatuses } from "./integrations";

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
