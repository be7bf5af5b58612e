import urls from "virtual:page-scripts";
import type { PageScript } from "./entries";

/** Where the browser loads each page script from (vite-plugins/page-scripts.ts). */
export const pageScriptUrls = urls as Readonly<Record<PageScript, string>>;
