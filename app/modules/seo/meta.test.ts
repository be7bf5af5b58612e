import { describe, expect, it } from "vitest";
import { buildMeta, pageTitle } from "./meta";

const site = { name: "AI Business Playbooks", url: "https://example.com", newsletterUrl: "https://news.example.com" };

describe("page metadata", () => {
  it("suffixes the site name only when the title lacks it", () => {
    expect(pageTitle("Catalog", site.name)).toBe("Catalog | AI Business Playbooks");
    expect(pageTitle("AI Business Playbooks", site.name)).toBe("AI Business Playbooks");
  });

  it("makes the canonical URL and a relative share image absolute", () => {
    const meta = buildMeta(site, "/catalog", { title: "Catalog", image: "/images/share.png" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/catalog" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://example.com/images/share.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds robots noindex, follow only when asked", () => {
    expect(buildMeta(site, "/", { title: "Home" }).some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    expect(buildMeta(site, "/admin", { title: "Admin", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
  });
});
