import { ExampleParts, InertButton } from "./ExampleParts";
import { SAMPLE_PLAYBOOK } from "./sample-content";

/** The class names that make one design example look the way it does. */
export interface ExampleTheme {
  page: string;
  hero: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  stat: string;
  statValue: string;
  tabs: { list: string; tab: string; panel: string };
  card: string;
  primaryButton: string;
  secondaryButton: string;
  cta: string;
}

/** Hero, overview stats, tabbed parts, related resources and a call to action in one theme. */
export function ThemedExample({ name, theme }: { name: string; theme: ExampleTheme }) {
  return (
    <main id="main" className={theme.page}>
      <header className={theme.hero}>
        <div className="mx-auto max-w-5xl">
          <p className={theme.eyebrow}>
            {name} · {SAMPLE_PLAYBOOK.category}
          </p>
          <h1 className={theme.title}>{SAMPLE_PLAYBOOK.title}</h1>
          <p className={theme.subtitle}>{SAMPLE_PLAYBOOK.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <InertButton className={theme.primaryButton}>Start Reading</InertButton>
            <InertButton className={theme.secondaryButton}>Save for Later</InertButton>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 py-12">
        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading" className="text-2xl font-bold">
            Overview
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {SAMPLE_PLAYBOOK.stats.map((stat) => (
              <div key={stat.label} className={theme.stat}>
                <dt className="text-sm">{stat.label}</dt>
                <dd className={theme.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="parts-heading" className="mt-12">
          <h2 id="parts-heading" className="text-2xl font-bold">
            Inside the playbook
          </h2>
          <div className="mt-6">
            <ExampleParts listClass={theme.tabs.list} tabClass={theme.tabs.tab} panelClass={theme.tabs.panel} />
          </div>
        </section>

        <section aria-labelledby="resources-heading" className="mt-12">
          <h2 id="resources-heading" className="text-2xl font-bold">
            Related resources
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {SAMPLE_PLAYBOOK.resources.map((resource) => (
              <li key={resource.title} className={theme.card}>
                <p className="text-sm">{resource.kind}</p>
                <p className="mt-1 font-semibold">{resource.title}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-heading" className={`mt-12 ${theme.cta}`}>
          <h2 id="cta-heading" className="text-2xl font-bold">
            Ready to run your first workshop?
          </h2>
          <p className="mt-2">Get the agenda template and the pricing calculator in one pack.</p>
          <div className="mt-6">
            <InertButton className={theme.primaryButton}>Get the Workshop Kit</InertButton>
          </div>
        </section>
      </div>
    </main>
  );
}
