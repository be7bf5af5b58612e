import { describe, expect, it } from "vitest";
import { footerColumns } from "./footer-columns";

const site = { name: "AI Business Playbooks", url: "https://example.com", newsletterUrl: "https://news.example.com" };

describe("footer columns", () => {
  it("leave out the Connect column when no network is configured", () => {
    expect(footerColumns(site, []).map((column) => column.title)).toEqual(["Explore", "Tools", "Resources"]);
  });

  it("link each configured network, in a new tab, and no other", () => {
    const connect = footerColumns(site, [{ label: "LinkedIn", url: "https://www.linkedin.com/company/aibp" }]).at(-1);
    expect(connect).toEqual({
      title: "Connect",
      links: [{ label: "LinkedIn", to: "https://www.linkedin.com/company/aibp", external: true }],
    });
  });
});
