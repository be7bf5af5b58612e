import { TweetWidgetLoader } from "~/components/reader/TweetWidgetLoader";
import { seoMeta } from "~/modules/seo/meta";
import { parseTweetUrl, tweetEmbedHtml } from "~/modules/embeds/tweet";
import type { Route } from "./+types/examples.twitter-embed-test";

const SAMPLE_TWEET = parseTweetUrl("https://x.com/beehiiv/status/1785006493218803936")!;

/** Our embed markup on its own page, with the tweet widget script: a check that embeds render. */
export default function TwitterEmbedTest() {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-950">Twitter embed test</h1>
      <p className="mt-2 text-slate-600">
        The post below is our plain embed markup; the tweet widget script turns it into the rendered post.
      </p>
      <div className="mt-8" dangerouslySetInnerHTML={{ __html: tweetEmbedHtml(SAMPLE_TWEET) }} />
      <TweetWidgetLoader />
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Twitter embed test", noindex: true });
