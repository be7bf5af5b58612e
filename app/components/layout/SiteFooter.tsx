import { Link } from "react-router";
import type { SiteInfo } from "~/modules/seo/site";

interface FooterLink {
  label: string;
  to: string;
  external?: boolean;
  /** Clicks are counted in the owner's insights (see app/modules/analytics/events.ts). */
  outbound?: "newsletter";
}

function footerColumns(site: SiteInfo): { title: string; links: FooterLink[] }[] {
  return [
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
        { label: "Daily Newsletter", to: site.newsletterUrl, external: true, outbound: "newsletter" },
        { label: "BATON Framework", to: "/categories/business" },
        { label: "AI Authority", to: "/categories/ai-authority" },
      ],
    },
    {
      title: "Connect",
      links: [
        { label: "X (Twitter)", to: "https://x.com", external: true },
        { label: "LinkedIn", to: "https://www.linkedin.com", external: true },
        { label: "YouTube", to: "https://www.youtube.com", external: true },
        { label: "Instagram", to: "https://www.instagram.com", external: true },
      ],
    },
  ];
}

export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className="no-print border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 md:grid-cols-4">
        {footerColumns(site).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-950">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a
                      href={link.to}
                      target="_blank"
                      rel="noopener"
                      data-outbound={link.outbound}
                      className="text-slate-700 hover:text-brand-700"
                    >
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className="text-slate-700 hover:text-brand-700">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © 2025 {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
