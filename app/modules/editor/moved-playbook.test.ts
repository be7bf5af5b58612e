import { describe, expect, it } from "vitest";
import { movedBySave } from "./moved-playbook";

describe("movedBySave", () => {
  it("is true when a save posted to the old address answers with another slug", () => {
    const saved = { intent: "save", ok: true, saved: { slug: "new-home" } };
    expect(movedBySave("/admin/playbooks/old-home/edit", saved)).toBe(true);
    expect(movedBySave("/admin/playbooks/old-home/settings", { ok: true, slug: "new-home", version: 3 })).toBe(true);
  });

  it("is false for a save that stayed, a refused one, and other forms", () => {
    expect(movedBySave("/admin/playbooks/home/settings", { ok: true, slug: "home" })).toBe(false);
    expect(movedBySave("/admin/playbooks/home/edit", { intent: "save", ok: false, draft: { slug: "x" } })).toBe(false);
    expect(movedBySave("/admin/playbooks/home/publish", { ok: true, message: "Published" })).toBe(false);
    expect(movedBySave("/admin/playbooks", { ok: true, slug: "other" })).toBe(false);
    expect(movedBySave(undefined, { ok: true, slug: "other" })).toBe(false);
  });
});
