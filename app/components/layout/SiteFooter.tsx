import { Link } from "react-router";
import type { SiteInfo } from "~/modules/seo/site";
import { footerColumns } from "~/modules/site/footer-columns";
import type { SocialLink } from "~/modules/site/social-links";

export function SiteFooter({ site, socialLinks }: { site: SiteInfo; socialLinks: readonly SocialLink[] }) {
  const columns = footerColumns(site, socialLinks);
  return (
    <footer className="no-print border-t border-slate-200 bg-slate-50">
      <div
        className={`mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 ${columns.length === 4 ? "md:grid-cols-4" : "md:grid-cols-3"}`}
      >
        {columns.map((column) => (
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
