import { useEffect } from "react";
import { data } from "react-router";
import { PlaybookCard } from "~/components/catalog/PlaybookCard";
import { CategoryHeader } from "~/components/categories/CategoryHeader";
import { FaqAccordion } from "~/components/categories/FaqAccordion";
import { FeaturedGuide } from "~/components/categories/FeaturedGuide";
import { useToast } from "~/components/ui/toaster";
import { listCategoryPlaybooks } from "~/db/queries/categories.server";
import { findListItem, type PlaybookListItem } from "~/db/queries/playbook-list.server";
import { findCategory } from "~/modules/catalog/categories";
import { categoryFaqs } from "~/modules/catalog/category-faqs";
import { countOf } from "~/modules/catalog/counts";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { breadcrumbJsonLd, collectionJsonLd, faqJsonLd } from "~/modules/seo/structured-data";
import type { Route } from "./+types/categories.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = findCategory(params.id);
  if (!category) throw data(null, { status: 404 });
  const faqs = categoryFaqs(category.id);
  const siteName = context.config.SITE_NAME;
  try {
    const [playbooks, featured] = await Promise.all([
      listCategoryPlaybooks(context.db, category),
      findListItem(context.db, category.featuredSlug),
    ]);
    return { category, faqs, siteName, playbooks, featured, loadError: false };
  } catch (error) {
    context.logger.error({ err: error, category: category.id }, "category playbooks read failed");
    const playbooks: PlaybookListItem[] = [];
    // 503 keeps the degraded page out of the page cache and CDNs.
    return data({ category, faqs, siteName, playbooks, featured: undefined, loadError: true }, { status: 503 });
  }
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, faqs, siteName, playbooks, featured, loadError } = loaderData;
  const toast = useToast();
  useEffect(() => {
    if (loadError)
      toast({
        title: "Error Loading Playbooks",
        description: "There was an issue loading playbooks for this category.",
        variant: "destructive",
      });
  }, [loadError, toast]);

  return (
    <main id="main">
      <CategoryHeader category={category} siteName={siteName} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {featured && <FeaturedGuide categoryTitle={category.title} guide={featured} />}
        <section aria-labelledby="playbooks-heading" className={featured ? "mt-14" : ""}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="playbooks-heading" className="text-2xl font-bold text-slate-950">
              {featured ? "All Playbooks" : "Available Playbooks"}
            </h2>
            <p className="text-sm text-slate-600">{countOf(playbooks.length, "guide")} available</p>
          </div>
          {playbooks.length === 0 ? (
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
        </section>
        {faqs.length > 0 && <FaqAccordion faqs={faqs} />}
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return seoMeta(args, { title: "Page not found", noindex: true });
  const { category, faqs, playbooks } = loaded;
  const site = siteFromMatches(args.matches);
  const path = `/categories/${category.id}`;
  const description = `${category.subhead} ${category.description}`;
  return seoMeta(args, {
    title: category.title,
    description,
    keywords: category.keywords,
    canonicalPath: path,
    jsonLd: [
      collectionJsonLd(site, { title: category.title, description, path, items: playbooks }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: category.title, path },
      ]),
      ...(faqs.length > 0 ? [faqJsonLd(faqs)] : []),
    ],
  });
};
