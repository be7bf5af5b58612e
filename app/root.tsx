import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
// Built as a file of its own (no framework code): pages without React load it too.
import pageScript from "./modules/analytics/page-script.ts?worker&url";
import { ErrorScreen } from "./components/errors/ErrorScreen";
import { NotFound } from "./components/errors/NotFound";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { Toaster } from "./components/ui/toaster";
import { seoMeta } from "./modules/seo/meta";
import { socialLinks } from "./modules/site/social-links";
import { THEME_COLOR, type SiteInfo } from "./modules/seo/site";

export function loader({ context }: Route.LoaderArgs) {
  const site: SiteInfo = {
    name: context.config.SITE_NAME,
    url: context.config.SITE_URL,
    newsletterUrl: context.config.NEWSLETTER_URL,
  };
  return { site, socialLinks: socialLinks(context.config) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const site = data?.site ?? { name: "AI Business Playbooks", url: "", newsletterUrl: "#" };
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React sends the stylesheet ahead of the ~25 script preloads, so a
            browser limited to six connections does not queue the one file that blocks rendering. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <link rel="alternate" type="application/rss+xml" title={`${site.name} playbooks`} href="/rss.xml" />
        <Meta />
        {/* Scripts take the render's CSP nonce from ServerRouter; stylesheets need none, and an
            empty one is markup the browser can hydrate (it never learns the real one). */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <Toaster>
          <SiteHeader site={site} />
          <div className="flex flex-1 flex-col">{children}</div>
          <SiteFooter site={site} socialLinks={data?.socialLinks ?? []} />
        </Toaster>
        <script type="module" src={pageScript} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests wait for this mark before clicking client-side controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Something went wrong", noindex: true });

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen error={error} />;
}
