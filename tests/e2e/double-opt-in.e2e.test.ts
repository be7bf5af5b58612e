import { describe, expect, it } from "vitest";
import { withAdminServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { withFakeSmtp } from "../support/fake-smtp";
import { waitForToast } from "./tools-helpers";

const browser = withBrowser();
// Declared before the server, whose environment reads its address.
const smtp = withFakeSmtp();
const server = withAdminServer(smtp.env({ DOUBLE_OPT_IN: "true" }));

const QUIZ_ANSWERS = new URLSearchParams({
  industry: "marketing",
  skill: "writing",
  delivery: "digital",
  income: "5k-10k",
  confidence: "4",
  step: "5",
});

const mailTo = async (address: string) => (await smtp.mailsTo(address))[0]!;

describe("double opt-in without a newsletter provider", () => {
  it("asks the visitor to confirm by e-mail, sends the link, and counts the lead once it is confirmed", async () => {
    const page = await browser.page();
    await page.goto(server.url(`/tools/ai-business-quiz?${QUIZ_ANSWERS}`));
    await waitForHydration(page);
    await page.getByRole("button", { name: "See My Results" }).click();
    await page.getByRole("heading", { name: "Your AI Business Blueprint" }).waitFor();
    await page.getByLabel("Email address").fill("double@example.com");
    await page.getByRole("button", { name: "Unlock My Roadmap" }).click();
    await waitForToast(page, "Confirm your subscription with the link we are e-mailing you.");

    const link = /http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?\S+/.exec(await mailTo("double@example.com"))![0];
    const confirm = await browser.page({ javaScriptEnabled: false });
    await confirm.goto(link);
    await confirm.getByText("double@example.com").waitFor();
    await confirm.getByRole("button", { name: "Confirm subscription" }).click();
    await confirm.getByRole("heading", { name: "Your subscription is confirmed" }).waitFor();

    await page.goto(link);
    await page.getByRole("heading", { name: "Your subscription is confirmed" }).waitFor();
    await expectNoAxeViolations(page);
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/leads" });
    await page.getByText("Confirmed by e-mail").waitFor();
  });

  it("shows the confirm step with its button, and refuses a link that was tampered with", async () => {
    const page = await browser.page();
    const response = await fetch(server.url("/api/subscribe"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: JSON.stringify({ email: "second@example.com" }),
    });
    expect(await response.json()).toEqual({ ok: true, followUp: "confirm-email" });
    const link = /http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?\S+/.exec(await mailTo("second@example.com"))![0];
    // The page shows the lead's address: nothing may keep a copy of it.
    const opened = await page.goto(link);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
    await expectNoAxeViolations(page);

    const tampered = await page.goto(link.replace(/token=[^&]+/, "token=forged"));
    expect(tampered?.status()).toBe(404);
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
  });
});
