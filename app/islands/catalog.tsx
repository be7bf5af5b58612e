import { CATALOG_FILTERS_ISLAND, CatalogFilterBar } from "~/components/catalog/CatalogFilterBar";
import { enhanceCatalogResults } from "~/components/catalog/results-loader";
import { hydrateIsland } from "./hydrate-island";

// The `catalog` page script: the catalog page's only browser code besides the enhance and
// analytics modules. The filter bar hydrates as a React island; the results around it stay
// server HTML, which each filter change fetches anew. No React Router: the page does not load
// it (docs/decisions/0014-pages-without-framework-script.md).
hydrateIsland(document, CATALOG_FILTERS_ISLAND, CatalogFilterBar);
enhanceCatalogResults(document);
