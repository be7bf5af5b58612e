import { useEffect } from "react";
import { enhanceSearchLauncher } from "~/enhancements/search-launcher";

/** The header's search on hydrated pages: the same launcher as on pages without framework script. */
export function useSearchLauncher(): void {
  useEffect(() => enhanceSearchLauncher(document), []);
}
