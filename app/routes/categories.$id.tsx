import { data, redirect } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { PlaybookCard } from "~/components/catalog/PlaybookCard";
import { CategoryHeader } from "~/components/categories/CategoryHeader";
import { FaqAccordion } from "~/components/categories/FaqAccordion";
import { FeaturedGuide } from "~/components/categories/FeaturedGuide";
import { CategoryStats } from "~/components/categories/CategoryStats";
import { findListItem, type PlaybookListItem } from "~/db/queries/playbook-list.server";
import { findCategory } from "~/modules/catalog/categories";
import { categoryFaqs } from "~/modules/catalog/category-faqs";
import { allCategoryStatistics } from "~/modules/catalog/category-statistics.server";
import { listCategoryPlaybooks } from "~/modules/catalog/category-playbooks.server";
import { pageHref, pageNumber, pageRedirectTarget } from "~/modules/catalog/page-number";
import { loadAsDocument, staticPage } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { breadcrumbJsonLd, collectionJsonLd, faqJsonLd } from "~/modules/seo/structured-data";
import { countOf } from "~/modules/text/words";
import { siteConfig } from "~/modules/settings/site-config.server";
import { pageNotFound } from "~/modules/site/not-found.server";
import type { Route } from "./+types/categories.$id";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = findCategory(params.id);
  if (!category) throw await pageNotFound(context);
  const url = new URL(request.url);
  const page = pageNumber.parse(url.searchParams.get("page") ?? undefined);
  const canonical = pageRedirectTarget(url, page);
  if (canonical) throw redirect(canonical);
  const faqs = categoryFaqs(category.id);
  const siteName = (await siteConfig(context)).SITE_NAME;
  const read = await Promise.all([
    listCategoryPlaybooks(context.db, category, page),
    findListItem(context.db, category.featuredSlug),
    allCategoryStatistics(context),
  ]).catch((error: unknown) => {
    context.logger.error({ err: error, category: category.id }, "category playbooks read failed");
  });
  if (!read) {
    const listing = { playbooks: [] as PlaybookListItem[], total: 0, pageCount: 1 };
    // 503 keeps the degraded page out of the page cache and CDNs.
    const stats = { count: 0, totalWords: 0, avgReadingTime: 0 };
    return data(
      { category, faqs, siteName, page, ...listing, stats, featured: undefined, loadError: true },
      { status: 503 },
    );
  }
  const [listing, featured, statistics] = read;
  if (page > listing.pageCount) throw data(null, { status: 404 });
  const stats = statistics[category.id]!;
  return { category, faqs, siteName, page, ...listing, stats, featured, loadError: false };
}

export const clientLoader = loadAsDocument;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, faqs, siteName, page, playbooks, total, pageCount, stats, featured, loadError } = loaderData;
  return (
    <main id="main">
      <CategoryHeader category={category} siteName={siteName} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {/* The featured guide and the FAQs belong to the category's first page. */}
        {featured && page === 1 && <FeaturedGuide categoryTitle={category.title} guide={featured} />}
        <section aria-labelledby="playbooks-heading" className={featured && page === 1 ? "mt-14" : ""}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="playbooks-heading" className="text-2xl font-bold text-slate-950">
              {featured ? "All Playbooks" : "Available Playbooks"}
            </h2>
            {!loadError && <p className="text-sm text-slate-600">{countOf(total, "guide")} available</p>}
          </div>
          {!loadError && (
            <div className="mt-2">
              <CategoryStats stats={stats} withCount={false} />
            </div>
          )}
          {loadError ? (
            // In the page itself, not a toast: it needs no script, and the page claims no empty category.
            <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
              <p className="font-semibold">Error Loading Playbooks</p>
              <p className="mt-1">There was an issue loading playbooks for this category.</p>
            </div>
          ) : playbooks.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-medium text-slate-900">No playbooks available in this category yet.</p>
              <p className="mt-1 text-slate-600">New content will appear here when available.</p>
            </div>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {playbooks.map((playbook) => (
                <PlaybookCard key={playbook.id} playbook={playbook} />
              ))}
            </div>
          )}
          <Pagination page={page} pageCount={pageCount} hrefFor={(to) => pageHref(`/categories/${category.id}`, to)} />
        </section>
        {faqs.length > 0 && page === 1 && <FaqAccordion faqs={faqs} />}
      </div>
    </main>
  );
}

export const handle = staticPage({ query: ["page"] });

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return seoMeta(args, { title: "Page not found", noindex: true });
  const { category, faqs, page, playbooks } = loaded;
  const site = siteFromMatches(args.matches);
  const path = `/categories/${category.id}`;
  const description = `${category.subhead} ${category.description}`;
  return seoMeta(args, {
    title: page > 1 ? `${category.title} (page ${page})` : category.title,
    description,
    keywords: category.keywords,
    canonicalPath: pageHref(path, page),
    jsonLd: [
      collectionJsonLd(site, { title: category.title, description, path: pageHref(path, page), items: playbooks }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: category.title, path },
      ]),
      ...(faqs.length > 0 && page === 1 ? [faqJsonLd(faqs)] : []),
    ],
  });
};
