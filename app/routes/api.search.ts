import { catalogHref, DEFAULT_FILTERS, FILTER_PARAMS } from "~/modules/catalog/filters";
import { searchText } from "~/modules/catalog/parse-filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import type { SearchAnswer } from "~/modules/catalog/search/results";
import { publicPage } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/api.search";

/** A dialog shows a short list: the catalog link has the rest. */
const DIALOG_RESULTS = 8;
const PASSAGES_PER_RESULT = 3;

/**
 * GET /api/search?search=…: the search dialog's results (app/enhancements/search-dialog), the
 * catalog's search with its query language, each result with its best passages. The same for
 * every visitor, so public (docs/decisions/0015-page-policy-in-route-handles.md): answers are
 * kept in the page cache per content version, keyed by the query, and a miss draws on the
 * asker's render budget, the one that guards /catalog?search= (see `handle`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Only the search is read: the page cache keys the answer by it alone.
  const search = searchText(new URL(request.url).searchParams.get(FILTER_PARAMS.search) ?? "");
  const filters = { ...DEFAULT_FILTERS, search };
  try {
    const page = await queryCatalog(context.db, filters, {
      pageSize: DIALOG_RESULTS,
      passagesPerResult: PASSAGES_PER_RESULT,
      contentVersion: context.contentVersion,
    });
    const answer: SearchAnswer = {
      search,
      total: page.total,
      approximate: page.approximate,
      dropped: page.dropped,
      vague: page.vague,
      results: page.playbooks.map((playbook) => ({
        title: playbook.title,
        href: `/catalog/${playbook.slug}`,
        passages: playbook.passages ?? [],
      })),
      catalogHref: catalogHref(filters),
    };
    return Response.json(answer);
  } catch (error) {
    context.logger.error({ err: error }, "search failed");
    return Response.json({ error: "Search is not available right now." }, { status: 503 });
  }
}

export const handle = publicPage({ query: [FILTER_PARAMS.search] });
