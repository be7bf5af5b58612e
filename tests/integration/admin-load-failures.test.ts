import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loader as categoryManagerLoader } from "~/routes/admin.categories";
import { loader as playbookManagerLoader } from "~/routes/admin.playbooks";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });

async function load(loader: (args: never) => Promise<unknown>, path: string) {
  const cookie = await adminSessionCookie(t.context);
  // The playbook list becomes unreadable; sessions (another table) still work.
  await sql`ALTER TABLE playbooks RENAME TO playbooks_unavailable`.execute(t.db);
  return (await loader({ request: adminRequest(path, { cookie }), params: {}, context: t.context } as never)) as {
    playbooks: unknown[];
    loadError: boolean;
  };
}

describe("admin managers when the playbooks cannot be read", () => {
  it("opens the playbook manager in basic mode: an empty list and the error flag", async () => {
    expect(await load(playbookManagerLoader, "/admin/playbooks")).toMatchObject({ playbooks: [], loadError: true });
  });

  it("opens the category manager with an empty list and the error flag", async () => {
    expect(await load(categoryManagerLoader, "/admin/categories")).toMatchObject({ playbooks: [], loadError: true });
  });

  it("reports no error when the list reads fine", async () => {
    const cookie = await adminSessionCookie(t.context);
    const request = adminRequest("/admin/playbooks", { cookie });
    const page = (await playbookManagerLoader({ request, params: {}, context: t.context } as never)) as {
      playbooks: unknown[];
      loadError: boolean;
    };
    expect(page.loadError).toBe(false);
    expect(page.playbooks.length).toBeGreaterThan(20);
  });
});
