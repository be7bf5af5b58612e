export function SitemapInstructions({ siteUrl }: { siteUrl: string }) {
  return (
    <section aria-labelledby="sitemap-instructions" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="sitemap-instructions" className="text-lg font-semibold text-slate-950">
        Instructions
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
        <li>
          The site already serves both files, always current: <code>{siteUrl}/sitemap.xml</code> and{" "}
          <code>{siteUrl}/robots.txt</code>. Generate here to review them.
        </li>
        <li>
          Submit <code>{siteUrl}/sitemap.xml</code> in Google Search Console (Sitemaps) and Bing Webmaster Tools.
        </li>
        <li>If the site is served from another host as well, copy or download the files and place them at its root.</li>
        <li>The admin area is left out of the sitemap and disallowed in robots.txt on purpose.</li>
      </ol>
    </section>
  );
}
