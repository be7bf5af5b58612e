import { BookOpen, Menu, X } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import type { SiteInfo } from "~/modules/seo/site";
import { HeaderSearch } from "./HeaderSearch";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-slate-950"}`;

function NavLinks({ site, onHome }: { site: SiteInfo; onHome: boolean }) {
  return (
    <>
      {!onHome && (
        <NavLink to="/" end className={linkClass}>
          Home
        </NavLink>
      )}
      <NavLink to="/catalog" className={linkClass}>
        Catalog
      </NavLink>
      <a
        href={site.newsletterUrl}
        target="_blank"
        rel="noopener"
        data-outbound="newsletter"
        className={linkClass({ isActive: false })}
      >
        Newsletter
      </a>
    </>
  );
}

/**
 * The sticky header: the site's name, its search and the navigation. On narrow screens
 * 'Toggle menu' opens the navigation: plain markup here, opened and closed by
 * app/enhancements/mobile-menu.ts on every page, hydrated or not.
 */
export function SiteHeader({ site, searchDialogScript }: { site: SiteInfo; searchDialogScript?: string }) {
  const onHome = useLocation().pathname === "/";
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-slate-950">
          <BookOpen aria-hidden="true" className="size-6 text-brand-600" />
          {/* On a phone the field needs the room: the name is then the link's accessible name only. */}
          <span className="sr-only sm:not-sr-only">{site.name}</span>
        </Link>
        <HeaderSearch dialogScript={searchDialogScript} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks site={site} onHome={onHome} />
        </nav>
        <button
          type="button"
          className="group rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded="false"
          aria-controls="mobile-menu"
          data-menu-toggle
        >
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          <span className="sr-only">Toggle menu</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden
        className="flex flex-col border-t border-slate-200 px-4 py-2 md:hidden"
      >
        <NavLinks site={site} onHome={onHome} />
      </nav>
    </header>
  );
}
