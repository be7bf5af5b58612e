import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { loader as homeLoader } from "~/routes/admin._index";
import { action, loader } from "~/routes/admin.playbooks";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { testPlaybook } from "../support/playbooks";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

async function schedule(cookie: string, fields: Record<string, string>) {
  await upsertPlaybook(t.db, testPlaybook({ slug: "alpha", title: "Alpha" }), new Date(), { statusIfNew: "draft" });
  const form = { intent: "bulk-schedule", slug: "alpha", timeZone: "Europe/Paris", ...fields };
  return dataOf<{ ok: boolean; message: string }>(
    await callRoute(t.context, action, adminRequest("/admin/playbooks", { cookie, form })),
  );
}

const publishAt = async () =>
  (await t.db.selectFrom("playbooks").select("publish_at").where("slug", "=", "alpha").executeTakeFirst())?.publish_at;

describe("times and time zones in the admin", () => {
  it("ignores a mangled time zone cookie instead of failing the page", async () => {
    const cookie = await adminSessionCookie(t.context);
    for (const zoneCookie of ["admin_tz=%E0%A4%A", "admin_tz=Mars%2FOlympus"]) {
      const home = await callRoute(
        t.context,
        homeLoader,
        adminRequest("/admin", { cookie: `${cookie}; ${zoneCookie}` }),
      );
      expect(statusOf(home)).toBe(200);
      const manager = await callRoute(
        t.context,
        loader,
        adminRequest("/admin/playbooks", { cookie: `${cookie}; ${zoneCookie}` }),
      );
      expect(dataOf<{ timeZone: string }>(manager).timeZone).toBe("UTC");
    }
  });

  it("refuses a publish time the clocks skip, by name, and schedules nothing", async () => {
    const cookie = await adminSessionCookie(t.context);
    expect(await schedule(cookie, { publishAt: "2099-03-29T02:30" })).toMatchObject({
      ok: false,
      message:
        "Publish at: 02:30 on 29 March 2099 does not exist in Europe/Paris: the clocks go forward from 02:00 to 03:00 that night. Choose a time before 02:00 or from 03:00.",
    });
    expect(await publishAt()).toBeNull();
  });

  it("asks which of a repeated hour's two times is meant, and schedules the one named", async () => {
    const cookie = await adminSessionCookie(t.context);
    const asked = await schedule(cookie, { publishAt: "2099-10-25T02:30" });
    expect(asked.ok).toBe(false);
    expect(asked.message).toMatch(/^Publish at: 02:30 on 25 October 2099 happens twice in Europe\/Paris/);
    expect(asked.message).toContain("Which one do you mean?");
    expect(await publishAt()).toBeNull();

    expect((await schedule(cookie, { publishAt: "2099-10-25T02:30", publishAtWhich: "later" })).ok).toBe(true);
    expect(await publishAt()).toBe("2099-10-25T01:30:00.000Z");
  });
});
