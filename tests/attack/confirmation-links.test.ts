import { describe, expect, it } from "vitest";
import { withFakeSmtp } from "../support/fake-smtp";
import { reportFigure, withAttackServer } from "./attack-server";
import { postForm, send, subscribe } from "./visitors";

/**
 * `npm run test:attack`, issue 20 row 9: a confirmation link is used after its time (here
 * CONFIRMATION_LINK_DAYS is about 9 seconds, so the run need not wait a week), and the page it
 * opens, which shows the lead's address, is checked for Cache-Control.
 */
const LINK_DAYS = 0.0001;
// Declared before the server, whose environment reads its address.
const smtp = withFakeSmtp();
const server = withAttackServer(smtp.env({ DOUBLE_OPT_IN: "true", CONFIRMATION_LINK_DAYS: String(LINK_DAYS) }));

async function linkMailedTo(address: string): Promise<URL> {
  const [text] = await smtp.mailsTo(address);
  return new URL(/http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?\S+/.exec(text!)![0]);
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
