import { OPEN_SEARCH_DIALOG, type OpenSearchDialog } from "../search-launcher";
import { createSearchDialog, type SearchDialog } from "./dialog";

// The `searchDialog` page script: no page loads it up front. The header's search launcher
// imports it the first time the visitor asks for search, then asks for the dialog with an
// event; as a module it runs once, however often it is imported.
let dialog: SearchDialog | undefined;
document.addEventListener(OPEN_SEARCH_DIALOG, (event) => {
  dialog ??= createSearchDialog(document, (href) => location.assign(href));
  dialog.open((event as CustomEvent<OpenSearchDialog>).detail);
});
