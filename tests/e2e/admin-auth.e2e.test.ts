import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { withAdminServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();

describe("admin sign-in", () => {
  it("refuses a wrong password with 'Access Denied', then lets the right one in with 'Access Granted'", async () => {
    const page = await browser.page();
    await page.goto("/admin");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Password").fill("not the password");
    await page.getByLabel("Password").press("Enter");
    await page.getByText("Access Denied").first().waitFor();
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect password" }).count()).resolves.toBe(1);

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Access Granted").first().waitFor();
    await page.getByText("Welcome to the admin panel").first().waitFor();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectNoAxeViolations(page);
  });

  it("lists the managers and the tools on the panel", async () => {
    const page = await browser.page();
    await signInAsAdmin(page);
    const links = {
      "Category Manager": "/admin/categories",
      "Playbook Manager": "/admin/playbooks",
      "Sitemap Generator": "/admin/sitemap",
      "Batch Playbook Importer": "/admin/import",
      "Twitter Embed Fixer": "/admin/repair/twitter-embeds",
      "Comprehensive Image Migration": "/admin/repair/images",
      "Design system examples": "/examples/style-1",
      Leads: "/admin/leads",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(await page.getByRole("link", { name, exact: false }).first().getAttribute("href")).toBe(href);
    }
    expect(await page.getByRole("link", { name: /View Catalog/ }).getAttribute("href")).toBe("/catalog");
  });

  it("works without JavaScript and returns to the page that asked for sign-in", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/admin/playbooks?q=ai");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Incorrect password").waitFor();
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(`${baseUrl()}/admin/playbooks?q=ai`);
  });

  it("logs out, after which admin pages send the visitor back to the login", async () => {
    const page = await browser.page();
    await signInAsAdmin(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "admin_session")).toBe(false);
    await page.goto("/admin/categories");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
  });
});

describe("admin sign-in lockout", () => {
  const server = withAdminServer();

  it("answers the sixth attempt within 15 minutes with 429 and the wait, even with the right password", async () => {
    const page = await browser.page();
    await page.goto(server.url("/admin"));
    await waitForHydration(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel("Password").fill(`wrong guess ${attempt}`);
      // The alert of the attempt before is still shown: each attempt waits for its own answer,
      // or the next would be sent while it is in flight and cancel it.
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByLabel("Password").press("Enter");
      await answered;
      await page.getByRole("alert").filter({ hasText: "Incorrect password" }).waitFor();
      await page.waitForFunction(() => !document.querySelector("button[disabled]"));
    }
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("alert").filter({ hasText: "Too many failed attempts. Try again in 15 minutes." }).waitFor();
    await expect(page.getByRole("heading", { name: "Admin Login" }).isVisible()).resolves.toBe(true);

    const response = await fetch(server.url("/admin?index"), {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: E2E_ADMIN.password }),
      redirect: "manual",
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await response.text()).toContain("Too many failed attempts. Try again in 15 minutes.");
  });
});
