import { describe, expect, it } from "vitest";
import { safeAdminRedirect } from "./redirect";

describe("safeAdminRedirect", () => {
  it("keeps paths inside the admin area", () => {
    expect(safeAdminRedirect("/admin/playbooks?q=ai")).toBe("/admin/playbooks?q=ai");
    expect(safeAdminRedirect("/admin")).toBe("/admin");
  });

  it("sends anything else to the admin home", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example",
      "/administrator",
      "/admin\\x",
      "/",
    ]) {
      expect(safeAdminRedirect(value)).toBe("/admin");
    }
  });
});
