import { CategoriesOverview } from "~/components/categories/CategoriesOverview";
import { ClosingCta, Hero, NewsletterCta, WhySection } from "~/components/home/HomeSections";
import { allCategoryStatistics } from "~/modules/catalog/category-statistics.server";
import { loadAsDocument, STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta, siteFromMatches } from "~/modules/seo/meta";
import { websiteJsonLd } from "~/modules/seo/structured-data";
import { siteConfig } from "~/modules/settings/site-config.server";
import type { Route } from "./+types/_index";

export async function loader({ context }: Route.LoaderArgs) {
  const [stats, config] = await Promise.all([allCategoryStatistics(context), siteConfig(context)]);
  return { stats, newsletterUrl: config.NEWSLETTER_URL };
}

export const clientLoader = loadAsDocument;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Hero />
      <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-950 md:text-3xl">
          Explore by category
        </h2>
        <div className="mt-8">
          <CategoriesOverview stats={loaderData.stats} />
        </div>
      </section>
      <WhySection />
      <NewsletterCta newsletterUrl={loaderData.newsletterUrl} />
      <ClosingCta />
    </main>
  );
}

export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return seoMeta(args, {
    title: `${site.name}: Learn to Build an AI-Powered Business`,
    canonicalPath: "/",
    jsonLd: [websiteJsonLd(site)],
  });
};
