import { describe, expect, it } from "vitest";
import { safeAdminRedirect } from "./redirect";

describe("safeAdminRedirect", () => {
  it("keeps paths inside the admin area", () => {
    expect(safeAdminRedirect("/admin/playbooks?q=ai")).toBe("/admin/playbooks?q=ai");
    expect(safeAdminRedirect("/admin?x=1")).toBe("/admin?x=1");
    expect(safeAdminRedirect("/admin")).toBe("/admin");
  });

  it("sends anything else to the admin home", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example",
      "///evil.example/admin",
      "/administrator",
      "/admin\\x",
      "/admin/../",
      "/admin/%2e%2e/catalog",
      "/",
      "admin/playbooks",
    ]) {
      expect(safeAdminRedirect(value), String(value)).toBe("/admin");
    }
  });

  it("refuses control characters, which would break the Location header", () => {
    for (const value of ["/admin\r\nSet-Cookie: x=1", "/admin/playbooks\n", "/admin\u0000", "/admin\tx"]) {
      expect(safeAdminRedirect(value), JSON.stringify(value)).toBe("/admin");
    }
  });

  it("percent-encodes characters a header cannot carry", () => {
    const target = safeAdminRedirect("/admin/playbooks?q=é💥");
    expect(target).toBe("/admin/playbooks?q=%C3%A9%F0%9F%92%A5");
    expect(() => new Headers({ Location: target })).not.toThrow();
  });
});
