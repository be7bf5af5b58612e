import type { SiteInfo } from "~/modules/seo/site";
import type { SocialLink } from "./social-links";

export interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
  /** Clicks are counted in the owner's insights (see app/modules/analytics/events.ts). */
  outbound?: "newsletter";
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** The spec's columns; Connect holds the configured networks only, and is left out when there are none. */
export function footerColumns(site: SiteInfo, socialLinks: readonly SocialLink[]): FooterColumn[] {
  const columns = [
    {
      title: "Explore",
      links: [
        { label: "Playbook Catalog", to: "/catalog" },
        { label: "AI Knowledge", to: "/categories/ai-knowledge" },
        { label: "AI Building", to: "/categories/ai-building" },
        { label: "AI Business", to: "/categories/ai-business" },
      ],
    },
    {
      title: "Tools",
      links: [
        { label: "All Free Tools", to: "/tools" },
        { label: "Business Builders", to: "/tools" },
        { label: "Assessments", to: "/tools" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Daily Newsletter", to: site.newsletterUrl, external: true, outbound: "newsletter" as const },
        { label: "BATON Framework", to: "/categories/business" },
        { label: "AI Authority", to: "/categories/ai-authority" },
      ],
    },
  ];
  if (socialLinks.length === 0) return columns;
  const connect = socialLinks.map((link) => ({ label: link.label, to: link.url, external: true }));
  return [...columns, { title: "Connect", links: connect }];
}
