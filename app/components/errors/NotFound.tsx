import { ArrowRight, Search } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FILTER_PARAMS } from "~/modules/catalog/filters";
import type { PopularPlaybook } from "~/db/queries/popular-playbooks.server";

/**
 * "Page not found", with ways on: a search of the catalog (a plain form, so it works before
 * scripts load) and a few popular playbooks, besides the way home.
 */
export function NotFound({ popular = [] }: { popular?: readonly PopularPlaybook[] }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-16">
      <div className="text-center">
        <p className="text-6xl font-extrabold text-brand-600">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-950">Oops! Page not found</h1>
        <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      </div>
      <form
        role="search"
        aria-label="Playbooks"
        action="/catalog"
        method="get"
        className="mx-auto mt-8 flex w-full max-w-xl gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          Search the playbooks
        </label>
        <input
          id="not-found-search"
          type="search"
          name={FILTER_PARAMS.search}
          placeholder="Search the playbooks"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className={buttonClass("primary")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
      {popular.length > 0 && (
        <section aria-labelledby="popular-heading" className="mt-12">
          <h2 id="popular-heading" className="text-lg font-bold text-slate-950">
            Popular playbooks
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {popular.map((playbook) => (
              <li key={playbook.slug}>
                <Link
                  to={`/catalog/${encodeURIComponent(playbook.slug)}`}
                  className="group block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
                >
                  <span className="font-semibold text-slate-950 group-hover:text-brand-700">{playbook.title}</span>
                  <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{playbook.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("secondary")}>
          Return to Home
        </Link>
        <Link to="/catalog" className={buttonClass("secondary")}>
          Browse the catalog
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </main>
  );
}
