import { catalogHref, DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { parseCatalogFilters } from "~/modules/catalog/parse-filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import type { SearchAnswer } from "~/modules/catalog/search/results";
import type { Route } from "./+types/api.search";

/** A dialog shows a short list: the catalog link has the rest. */
const DIALOG_RESULTS = 8;
const PASSAGES_PER_RESULT = 3;

/**
 * GET /api/search?search=…: the search dialog's results (app/enhancements/search-dialog), the
 * catalog's search with its query language, each result with its best passages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { search } = parseCatalogFilters(new URL(request.url).searchParams);
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
