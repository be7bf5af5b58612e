import { BadgeCheck, UserX, Zap } from "lucide-react";
import { Link } from "react-router";
import { ToolHubCard } from "~/components/tools/ToolHubCard";
import { buttonClass } from "~/components/ui/button";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import { seoMeta } from "~/modules/seo/meta";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/tools._index";

const BADGES = [
  { icon: BadgeCheck, label: "100% Free" },
  { icon: UserX, label: "No Signup Required" },
  { icon: Zap, label: "Instant Results" },
];

const BOTTOM_LINKS = [
  { label: "Build Your Workshop", to: "/tools/workshop-builder" },
  { label: "Find Your Business", to: "/tools/ai-business-quiz" },
  { label: "Overcome Sales Blocks", to: "/tools/sales-blocks" },
];

export default function ToolsHub() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-950">Free AI Business Tools</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Plan a workshop, find your business model, clear your sales blocks and explain AI to any industry, in minutes.
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label="What you get">
          {BADGES.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-900"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </li>
          ))}
        </ul>
      </header>
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TOOL_DEFINITIONS.map((tool) => (
          <ToolHubCard key={tool.id} tool={tool} />
        ))}
      </div>
      <section aria-labelledby="hub-start" className="mt-16 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white">
        <h2 id="hub-start" className="text-2xl font-bold">
          Not sure where to start?
        </h2>
        <p className="mt-2 text-brand-100">Pick the outcome you want most. Every tool takes under 15 minutes.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {BOTTOM_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={buttonClass("inverse", "lg")}>
              {link.label}
            </Link>
          ))}
        </div>
      </section>
    </main>
  );
}

// The same for every visitor: it reads no cookie and no parameter.
export const handle = publicPage();

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Free AI Business Tools",
    description:
      "Free interactive tools for AI entrepreneurs: workshop builder, AI business quiz, sales blocks diagnostic, 90-day sprint planner and industry AI translator. No signup required.",
    keywords: ["free AI tools", "AI business quiz", "workshop builder", "90-day plan"],
  });
