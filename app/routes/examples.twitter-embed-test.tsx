import { parseTweetUrl, tweetEmbedHtml } from "~/modules/embeds/tweet";
import { loadAsDocument, staticPage } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/examples.twitter-embed-test";

const SAMPLE_TWEET = "https://x.com/beehiiv/status/1785006493218803936";

// A page with a clientLoader renders on the server only when it also has a server loader.
export function loader() {
  return { embedHtml: tweetEmbedHtml(parseTweetUrl(SAMPLE_TWEET)!) };
}

export const clientLoader = loadAsDocument;

/** Our embed markup on its own page, with the tweet widget script: a check that embeds render. */
export default function TwitterEmbedTest({ loaderData }: Route.ComponentProps) {
  return (
    // data-tweet-widget: app/enhancements/tweet-widget.ts loads the widget.
    <main id="main" data-tweet-widget className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-950">Twitter embed test</h1>
      <p className="mt-2 text-slate-600">
        The post below is our plain embed markup; the tweet widget script turns it into the rendered post.
      </p>
      <div className="mt-8" dangerouslySetInnerHTML={{ __html: loaderData.embedHtml }} />
    </main>
  );
}

export const handle = staticPage({ thirdPartyScripts: ["tweet-widget"] });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Twitter embed test", noindex: true });
