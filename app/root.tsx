import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { DocumentScripts } from "./components/document/DocumentScripts";
import { StartAfterFirstPaint } from "./components/document/StartAfterFirstPaint";
import { ErrorScreen } from "./components/errors/ErrorScreen";
import { NotFound } from "./components/errors/NotFound";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { useMobileMenu } from "./components/layout/use-mobile-menu";
import { useSearchLauncher } from "./components/layout/use-search-launcher";
import { Toaster } from "./components/ui/toaster";
import { policyOfMatches } from "./modules/page-scripts/handle";
import { pageScriptUrls } from "./modules/page-scripts/urls.server";
import { seoMeta } from "./modules/seo/meta";
import { socialLinks } from "./modules/site/social-links";
import { DEFAULT_SITE_NAME, THEME_COLOR } from "./modules/seo/site";
import { siteConfig } from "./modules/settings/site-config.server";
import type { NotFoundData } from "./modules/site/not-found.server";
import { siteInfo } from "./modules/site/site-info";

export async function loader({ context }: Route.LoaderArgs) {
  const config = await siteConfig(context);
  return { site: siteInfo(config), socialLinks: socialLinks(config), pageScripts: pageScriptUrls };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const site = data?.site ?? { name: DEFAULT_SITE_NAME, url: "", newsletterUrl: "#" };
  const policy = policyOfMatches(useMatches());
  const rootError = useRouteError();
  // A page whose route opts out of hydration ships no framework script, only the enhance
  // module (docs/decisions/0014-pages-without-framework-script.md). An error shown by this
  // root's boundary hydrates: its Refresh button is React's. (No error reads as null here.)
  const hydrate = policy.hydrate !== "never" || rootError != null;
  // The analytics page script runs on every page, hydrated or not; a page that does not
  // hydrate adds the enhance module and its islands' scripts.
  const pageScripts = hydrate ? [] : ["enhance" as const, ...policy.scripts];
  const moduleSources = data ? [data.pageScripts.analytics, ...pageScripts.map((name) => data.pageScripts[name])] : [];
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
          {policy.layout === "site" && <SiteHeader site={site} searchDialogScript={data?.pageScripts.searchDialog} />}
          <div className="flex flex-1 flex-col">{children}</div>
          {policy.layout === "site" && <SiteFooter site={site} socialLinks={data?.socialLinks ?? []} />}
        </Toaster>
        {hydrate && (
          <>
            <ScrollRestoration />
            <Scripts />
            {policy.hydrate !== "at-once" && <StartAfterFirstPaint />}
          </>
        )}
        <DocumentScripts moduleSources={moduleSources} />
      </body>
    </html>
  );
}

/** Rendered in the browser by hydrated pages only. */
export default function App() {
  useMobileMenu();
  useSearchLauncher();
  // Browser tests wait for this mark before clicking client-side controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Something went wrong", noindex: true });

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const popular = (error.data as Partial<NotFoundData> | null)?.popular;
    return <NotFound popular={Array.isArray(popular) ? popular : undefined} />;
  }
  return <ErrorScreen error={error} />;
}
