import { RefreshCw } from "lucide-react";
import { data, redirect } from "react-router";
import { CATALOG_FILTERS_ISLAND, CatalogFilterBar, FILTER_FORM_ID } from "~/components/catalog/CatalogFilterBar";
import { CatalogResults } from "~/components/catalog/CatalogResults";
import { Island } from "~/components/document/Island";
import { SeriesCard } from "~/components/series/SeriesCard";
import { buttonClass } from "~/components/ui/button";
import { catalogFilterOptions } from "~/db/queries/playbook-tags.server";
import { listSeries } from "~/db/queries/series.server";
import { catalogHref, catalogQueryString, FILTER_PARAMS } from "~/modules/catalog/filters";
import { catalogRedirectTarget, parseCatalogFilters } from "~/modules/catalog/parse-filters";
import { queryCatalog, type CatalogPage } from "~/modules/catalog/search/catalog-search.server";
import { islandPage, loadAsDocument } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { breadcrumbJsonLd, collectionJsonLd } from "~/modules/seo/structured-data";
import type { Route } from "./+types/catalog._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseCatalogFilters(url.searchParams);
  const canonical = catalogRedirectTarget(url, filters);
  if (canonical) throw redirect(canonical);

  const series = await listSeries(context.db).catch((error: unknown) => {
    context.logger.error({ err: error }, "series read failed");
    return [];
  });
  try {
    const [result, options] = await Promise.all([
      queryCatalog(context.db, filters, { contentVersion: context.contentVersion }),
      catalogFilterOptions(context.db),
    ]);
    return { filters, series, result, options, loadError: false };
  } catch (error) {
    context.logger.error({ err: error }, "catalog read failed");
    const result: CatalogPage = {
      playbooks: [],
      total: 0,
      page: filters.page,
      pageCount: 1,
      approximate: false,
      dropped: [],
      vague: false,
    };
    // 503 keeps the degraded page out of the page cache and CDNs.
    const options = { businessAreas: [], tools: [] };
    return data({ filters, series, result, options, loadError: true }, { status: 503 });
  }
}

export const clientLoader = loadAsDocument;

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { filters, series, result, options, loadError } = loaderData;
  return (
    // data-catalog: results-loader.ts marks it data-loading while new results are on their way.
    <main id="main" data-catalog className="group/catalog mx-auto w-full max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">Playbook Catalog</h1>
        {/* Without scripts it submits the filter form; with them it reloads the list in place. */}
        <button type="submit" form={FILTER_FORM_ID} data-catalog-reload className={buttonClass("secondary", "sm")}>
          <RefreshCw aria-hidden="true" className="size-4 group-data-loading/catalog:animate-spin" />
          Reload
        </button>
      </div>

      <section aria-labelledby="series-heading" className="mt-8">
        <h2 id="series-heading" className="text-xl font-bold text-slate-950">
          Start with a Series
        </h2>
        <div className="mt-4 grid gap-5 md:grid-cols-3">
          {series.map((item) => (
            <SeriesCard key={item.slug} series={item} />
          ))}
        </div>
      </section>

      <div className="mt-10">
        <Island name={CATALOG_FILTERS_ISLAND} component={CatalogFilterBar} props={{ filters, options }} />
      </div>
      <CatalogResults
        filters={filters}
        playbooks={result.playbooks}
        total={result.total}
        pageCount={result.pageCount}
        approximate={result.approximate}
        dropped={result.dropped}
        vague={result.vague}
        loadError={loadError}
      />
    </main>
  );
}

// Server HTML but for the filter bar, hydrated on its own without React Router.
export const handle = islandPage({ scripts: ["catalog"], query: Object.values(FILTER_PARAMS) });

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  const filters = args.loaderData?.filters;
  const title = "Playbook Catalog";
  const description = "Search and filter every AI business playbook by category, business area, tool and reading time.";
  return seoMeta(args, {
    title,
    description,
    keywords: ["ai playbooks", "ai business guides", "ai training", "baton framework"],
    canonicalPath: filters ? catalogHref(filters) : "/catalog",
    // Search result pages are endless and thin: followed, never indexed.
    noindex: Boolean(filters?.search),
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: title, path: "/catalog" },
      ]),
      collectionJsonLd(site, {
        title,
        description,
        path: filters && catalogQueryString(filters) ? catalogHref(filters) : "/catalog",
        items: args.loaderData?.result.playbooks ?? [],
      }),
    ],
  });
};
