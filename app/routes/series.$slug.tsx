import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { SeriesIcon } from "~/components/series/SeriesIcon";
import { SeriesPlaybookCard } from "~/components/series/SeriesPlaybookCard";
import { findMovedSeries } from "~/db/queries/redirects.server";
import { findSeries } from "~/db/queries/series.server";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { breadcrumbJsonLd, seriesJsonLd } from "~/modules/seo/structured-data";
import { pageNotFound } from "~/modules/site/not-found.server";
import type { Route } from "./+types/series.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const series = await findSeries(context.db, params.slug).catch((error: unknown) => {
    context.logger.error({ err: error, slug: params.slug }, "series read failed");
    return undefined;
  });
  if (series) return { series };
  // A renamed series: its old address leads to the new one (asked only on the way to a 404).
  const moved = await findMovedSeries(context.db, params.slug).catch(() => undefined);
  if (moved) throw redirect(`/series/${encodeURIComponent(moved)}${new URL(request.url).search}`, 301);
  throw await pageNotFound(context);
}

export const clientLoader = loadAsDocument;

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const { series } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <Link to="/catalog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Catalog
      </Link>
      <header className="mt-6 flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
          <SeriesIcon icon={series.icon} className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{series.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{series.description}</p>
        </div>
      </header>
      <ol aria-label="Playbooks in this series" className="mt-10 space-y-4">
        {series.playbooks.map((playbook, index) => (
          <SeriesPlaybookCard key={playbook.slug} position={index + 1} playbook={playbook} />
        ))}
      </ol>
    </main>
  );
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const series = args.loaderData?.series;
  if (!series) return seoMeta(args, { title: "Series not found", noindex: true });
  const site = siteFromMatches(args.matches);
  const path = `/series/${series.slug}`;
  return seoMeta(args, {
    title: series.title,
    description: series.description,
    canonicalPath: path,
    jsonLd: [
      seriesJsonLd(site, { ...series, path }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Playbook Catalog", path: "/catalog" },
        { name: series.title, path },
      ]),
    ],
  });
};

export function ErrorBoundary() {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-950">Series not found</h1>
      <p className="mt-2 text-slate-600">This series does not exist or has been removed.</p>
      <Link to="/catalog" className="mt-6 font-medium text-brand-700 hover:text-brand-900">
        Browse the catalog
      </Link>
    </main>
  );
}
