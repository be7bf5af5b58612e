import { decodeHtmlSource } from "../source";
import type { FormatAdapter } from "./document";

/** HTML pages: saved web pages and HTML exports (Google Docs, Notion, WordPress). */
export const htmlAdapter: FormatAdapter = {
  describe: "an HTML page",
  extensions: [".html", ".htm"],
  read: async (file, maxBytes) => ({ html: decodeHtmlSource(file.bytes, maxBytes), assets: file.assets }),
};
