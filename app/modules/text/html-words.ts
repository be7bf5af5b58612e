import { htmlToText } from "~/db/html-text";
import { countWords } from "./words";

/**
 * The words of a part's HTML as readers are told: one rule for the server, which stores the
 * count when a part is saved, and the editor, which shows it as the owner types.
 */
export function htmlWordCount(html: string): number {
  return countWords(htmlToText(html));
}
