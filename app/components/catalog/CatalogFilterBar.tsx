import { Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { inPlaceClick } from "~/components/ui/in-place-click";
import { useHydrated } from "~/components/ui/useHydrated";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import {
  activeFilterCount,
  ALL_AI_CATEGORIES,
  ALL_BATON_CATEGORIES,
  catalogHref,
  DEFAULT_FILTERS,
  FILTER_PARAMS,
  READING_TIME_RANGES,
  SORT_KEYS,
  SORT_ORDERS,
  withFilters,
  type CatalogFilters,
} from "~/modules/catalog/filters";
import { FilterSelect } from "./FilterSelect";
import { TagPicker } from "./TagPicker";
import { useCatalogFilters } from "./useCatalogFilters";

export const FILTER_FORM_ID = "catalog-filters";
/** The island's name in the page, for app/islands/catalog.tsx. */
export const CATALOG_FILTERS_ISLAND = "catalog-filters";

const AI_OPTIONS = [{ value: ALL_AI_CATEGORIES, label: "All AI categories" }, ...categoryOptions(AI_CATEGORIES)];
const BATON_OPTIONS = [
  { value: ALL_BATON_CATEGORIES, label: "All BATON categories" },
  ...categoryOptions(BATON_CATEGORIES),
];

function categoryOptions(categories: readonly { id: string; title: string }[]) {
  return categories.map((category) => ({ value: category.id, label: category.title }));
}

export interface CatalogFilterBarProps {
  filters: CatalogFilters;
  options: { businessAreas: readonly string[]; tools: readonly string[] };
}

/**
 * A GET form with the spec's field names: without JavaScript "Apply filters" (or Enter)
 * submits it; with JavaScript every change applies at once. The catalog's one React island
 * (app/islands/catalog.tsx): it may not use React Router, which the page does not load.
 */
export function CatalogFilterBar({ filters, options }: CatalogFilterBarProps) {
  const { draft, apply, typeSearch } = useCatalogFilters(filters);
  const hydrated = useHydrated();
  const active = activeFilterCount(draft);
  // Open at first when filters are active; afterwards only the visitor opens or closes it.
  const [panelOpen, setPanelOpen] = useState(active > 0);
  const without = (key: "businessAreas" | "tools", value: string) =>
    withFilters(draft, { [key]: draft[key].filter((item) => item !== value) });

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action="/catalog"
      role="search"
      aria-label="Filter playbooks"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search: draft.search.trim() });
      }}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="filter-search" className="text-sm font-medium text-slate-700">
            Search playbooks
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-slate-500" />
            <input
              id="filter-search"
              type="search"
              name={FILTER_PARAMS.search}
              value={draft.search}
              onChange={(event) => typeSearch(event.target.value)}
              maxLength={200}
              placeholder="Title, topic or tool"
              autoComplete="off"
              className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm text-slate-900"
            />
          </div>
        </div>
        <FilterSelect
          label="Sort by"
          name={FILTER_PARAMS.sort}
          value={draft.sort}
          options={SORT_KEYS}
          onChange={(sort) => apply({ sort: sort as CatalogFilters["sort"] })}
        />
        <FilterSelect
          label="Order"
          name={FILTER_PARAMS.order}
          value={draft.order}
          options={SORT_ORDERS}
          onChange={(order) => apply({ order: order as CatalogFilters["order"] })}
        />
      </div>

      <details open={panelOpen} onToggle={(event) => setPanelOpen(event.currentTarget.open)} className="mt-4">
        <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{active} active</span>
          )}
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            label="AI category"
            name={FILTER_PARAMS.aiCategory}
            value={draft.aiCategory}
            options={AI_OPTIONS}
            onChange={(aiCategory) => apply({ aiCategory })}
          />
          <FilterSelect
            label="BATON category"
            name={FILTER_PARAMS.batonCategory}
            value={draft.batonCategory}
            options={BATON_OPTIONS}
            onChange={(batonCategory) => apply({ batonCategory })}
          />
          <FilterSelect
            label="Reading time"
            name={FILTER_PARAMS.readingTime}
            value={draft.readingTime}
            options={READING_TIME_RANGES}
            onChange={(readingTime) => apply({ readingTime: readingTime as CatalogFilters["readingTime"] })}
          />
          <TagPicker
            label="Business area"
            name={FILTER_PARAMS.businessAreas}
            options={options.businessAreas}
            selected={draft.businessAreas}
            onAdd={(value) => apply({ businessAreas: [...draft.businessAreas, value] })}
            hrefWithout={(value) => catalogHref(without("businessAreas", value))}
            onRemove={(value) => apply(without("businessAreas", value))}
          />
          <TagPicker
            label="Tool"
            name={FILTER_PARAMS.tools}
            options={options.tools}
            selected={draft.tools}
            onAdd={(value) => apply({ tools: [...draft.tools, value] })}
            hrefWithout={(value) => catalogHref(without("tools", value))}
            onRemove={(value) => apply(without("tools", value))}
          />
        </div>
      </details>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* Needed only before scripts run: afterwards every change applies at once, and the
            button stays for screen readers and as the form's default button (Enter). */}
        <button type="submit" className={hydrated ? "sr-only" : buttonClass("primary", "sm")}>
          Apply filters
        </button>
        {active > 0 && (
          <a
            href="/catalog"
            onClick={inPlaceClick(() => apply(DEFAULT_FILTERS))}
            className={buttonClass("ghost", "sm")}
          >
            Clear all
          </a>
        )}
      </div>
    </form>
  );
}
