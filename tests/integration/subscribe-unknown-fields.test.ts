import { describe, expect, it } from "vitest";
import { action } from "~/routes/api.subscribe";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

function subscribe(body: Record<string, unknown>) {
  const request = new Request("https://playbooks.test/api/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://playbooks.test" },
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: t.context } as never);
}

describe("POST /api/subscribe with JSON", () => {
  it("names a field it does not know instead of dropping it, and stores nothing", async () => {
    const response = await subscribe({ email: "reader@example.com", emial: "typo@example.com" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown field: "emial".' });
    expect(await t.db.selectFrom("leads").select("email").execute()).toEqual([]);
  });

  it("accepts every field the capture forms send", async () => {
    const response = await subscribe({
      email: "reader@example.com",
      leadMagnet: "Newsletter",
      returnTo: "/tools",
      website: "",
      utmSource: "x",
      referrer: "direct",
      landingPage: "/",
      firstVisit: "2025-01-01T00:00:00.000Z",
      conversionPage: "/tools",
    });
    expect(response.status).toBe(200);
  });
});
