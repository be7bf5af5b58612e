import { Link } from "react-router";
import { PlaybookCard } from "~/components/catalog/PlaybookCard";
import { buttonClass } from "~/components/ui/button";
import { listPlaybookSummaries } from "~/db/queries/playbooks.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/_index";

export async function loader({ context }: Route.LoaderArgs) {
  return { playbooks: await listPlaybookSummaries(context.db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-600 to-violet-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <p className="text-lg font-medium text-brand-100">Hey, welcome in.</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
            Build a business that runs on AI, one playbook at a time.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            We write the daily AI briefing read by 250,000+ entrepreneurs. Here you get the long form: practical
            playbooks, free tools and the BATON framework for turning AI skills into income.
          </p>
          <Link to="/catalog" className={`${buttonClass("inverse", "lg")} mt-8`}>
            Browse Catalog
          </Link>
        </div>
      </section>
      <section aria-labelledby="latest-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="latest-heading" className="text-2xl font-bold text-slate-950">
          Latest playbooks
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.playbooks.map((playbook) => (
            <PlaybookCard key={playbook.slug} playbook={playbook} />
          ))}
        </div>
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "AI Business Playbooks: Learn to Build an AI-Powered Business", canonicalPath: "/" });
