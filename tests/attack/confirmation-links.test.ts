import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { reportFigure, withAttackServer } from "./attack-server";
import { postForm, send, subscribe } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 9: a confirmation link is used after its time (here
 * CONFIRMATION_LINK_DAYS is about 9 seconds, so the run need not wait a week), and the page it
 * opens, which shows the lead's address, is checked for Cache-Control.
 */
const LINK_DAYS = 0.0001;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
const server = withAttackServer({
  DOUBLE_OPT_IN: "true",
  CONFIRMATION_LINK_DAYS: String(LINK_DAYS),
  SMTP_FROM: "Playbooks <hello@playbooks.test>",
  get SMTP_URL() {
    return smtp.url;
  },
});

async function linkMailedTo(address: string): Promise<URL> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const mail = smtp.received.find((received) => received.to.includes(address));
    if (mail) {
      const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return new URL(/http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?\S+/.exec(text)![0]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation e-mail reached ${address}`);
}

describe("confirmation links", () => {
  it("stop working after their time, and the page is never kept by a cache", async () => {
    const origin = server.current().baseUrl;
    const visitor = { address: "198.51.100.30" };
    await subscribe(origin, visitor, { email: "late-reader@example.com" });
    const link = await linkMailedTo("late-reader@example.com");
    const fresh = await send(origin, `${link.pathname}${link.search}`, visitor);
    await new Promise((resolve) => setTimeout(resolve, LINK_DAYS * 24 * 60 * 60 * 1000 + 1_000));
    const late = await send(origin, `${link.pathname}${link.search}`, visitor);
    const pressed = await postForm(origin, link.pathname, visitor, Object.fromEntries(link.searchParams));
    const confirmed = pressed.text.includes("Your subscription is confirmed");
    reportFigure(
      "row 9: confirmation link after its time",
      `fresh ${fresh.status}, late ${late.status}, pressing Confirm late ${confirmed ? "confirmed the lead" : `refused (${pressed.status})`}; confirm page Cache-Control: ${fresh.headers.get("Cache-Control") ?? "none"}`,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("Cache-Control")).toBe("no-store");
    expect(late.status).toBe(410);
    expect(confirmed).toBe(false);
  });
});
