import { ArrowRight, BookOpen, Library, Mail, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function Hero() {
  return (
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
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}

const REASONS = [
  {
    icon: Newspaper,
    title: "Daily AI Briefings",
    text: "Five minutes each morning on the AI news that matters for your business, and what to do about it.",
  },
  {
    icon: BookOpen,
    title: "Step-by-Step Playbooks",
    text: "Long-form guides in five parts, each ending with exercises you can finish the same week.",
  },
  {
    icon: Library,
    title: "Playbook Catalog",
    text: "Search and filter every playbook by category, business area, tool and reading time.",
  },
];

export function WhySection() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-950 md:text-3xl">
          Why learn with us
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-slate-950">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function NewsletterCta({ newsletterUrl }: { newsletterUrl: string }) {
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-slate-900 p-8 text-white md:flex-row md:items-center md:p-12">
        <Mail aria-hidden="true" className="size-12 shrink-0 text-brand-100" />
        <div className="flex-1">
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            Get the daily AI briefing
          </h2>
          <p className="mt-2 text-slate-200">
            Join 250,000+ entrepreneurs who start their day with one practical AI idea.
          </p>
        </div>
        <a
          href={newsletterUrl}
          target="_blank"
          rel="noopener"
          data-outbound="newsletter"
          className={buttonClass("inverse", "lg")}
        >
          Subscribe free
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section aria-labelledby="start-heading" className="border-t border-slate-200">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="start-heading" className="text-3xl font-bold text-slate-950">
          Start Learning Today
        </h2>
        <p className="mt-3 text-slate-600">Pick a playbook, read one part tonight and try its exercise tomorrow.</p>
        <Link to="/catalog" className={`${buttonClass("primary", "lg")} mt-8`}>
          Explore the catalog
        </Link>
      </div>
    </section>
  );
}
