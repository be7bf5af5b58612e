import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, withBrowser } from "../support/browser";

const browser = withBrowser();

function subscribe(body: Record<string, string>, address: string) {
  return fetch(`${baseUrl()}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), "X-Forwarded-For": address },
    body: JSON.stringify(body),
  });
}

describe("subscribe endpoint", () => {
  it("stores a JSON subscription and explains a bad e-mail", async () => {
    const ok = await subscribe(
      { email: "lead-one@example.com", leadMagnet: "AI Business Quiz", utmSource: "newsletter" },
      "198.18.0.1",
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, followUp: "none" });
    expect(ok.headers.get("Set-Cookie")).toMatch(/^subscriber=.*HttpOnly/);

    const bad = await subscribe({ email: "not-an-email" }, "198.18.0.1");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Please enter a valid email address." });
  });

  it("works as a plain form post and limits one address", async () => {
    const form = await fetch(`${baseUrl()}/api/subscribe`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseUrl(), "X-Forwarded-For": "198.18.0.2" },
      body: new URLSearchParams({ email: "form-lead@example.com", returnTo: "/tools/workshop-builder?step=results" }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe("/tools/workshop-builder?step=results&subscribed=none");

    for (let i = 0; i < 9; i += 1)
      expect((await subscribe({ email: `burst${i}@example.com` }, "198.18.0.2")).status).toBe(200);
    const limited = await subscribe({ email: "one-too-many@example.com" }, "198.18.0.2");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("/admin/leads", () => {
  it("shows stored leads to the admin, filters them and offers the CSV", async () => {
    await subscribe(
      { email: "admin-view@example.com", leadMagnet: "Sales Blocks Diagnostic", utmCampaign: "launch" },
      "198.18.0.3",
    );
    const page = await browser.page();
    await signInAsAdmin(page, { next: "/admin/leads" });
    await page.getByRole("heading", { name: "Leads", exact: true }).waitFor();
    expect(await page.getByText("leads are stored only").isVisible()).toBe(true);
    expect(await page.getByRole("cell", { name: /admin-view@example\.com/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel("Search e-mail").fill("admin-view");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("1 lead found").waitFor();
    expect(await page.getByRole("cell", { name: "sales-blocks-diagnostic" }).isVisible()).toBe(true);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
