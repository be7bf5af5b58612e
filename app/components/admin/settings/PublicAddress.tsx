import { Server } from "lucide-react";

/** The site's public origin: only the server's environment sets it, as every instance must agree on it. */
export function PublicAddress({ siteUrl }: { siteUrl: string }) {
  return (
    <section
      id="address"
      aria-labelledby="address-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-heading" className="text-xl font-bold text-slate-950">
          Public address
        </h2>
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          <Server aria-hidden="true" className="size-3" />
          Set by the server
        </span>
      </div>
      <p className="mt-2 font-mono text-slate-950 break-all">{siteUrl}</p>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Canonical links, the sitemap, feeds, share images and the links in e-mails use it, and it is the only host the
        site answers under. Set <code className="font-mono text-xs">SITE_URL</code> in the server&apos;s environment to
        your https:// address (every instance the same), then restart.
      </p>
    </section>
  );
}
