/**
 * What GET /api/ask answers (documented in the README): the question as read, whether the
 * library answers it, the answer with its citation numbers, each citation with the sentence of
 * the section that supports the claim, and further reading. Shared by the server, the /ask page
 * and the page scripts, so it holds no server code.
 */
export type AskStatus = "answered" | "partial" | "not_found";

export interface AskCitation {
  n: number;
  /** The section, opened with the quoted sentence highlighted: /catalog/{slug}/{part}?highlight="…"#{section}. */
  url: string;
  playbook: string;
  part: string;
  section: string;
  quote: string;
}

export interface AskLink {
  url: string;
  title: string;
}

export interface AskAnswer {
  question: string;
  status: AskStatus;
  answer: string;
  citations: AskCitation[];
  related: AskLink[];
}

export const ASK_API = "/api/ask";
export const ASK_PAGE = "/ask";
/** The query parameter both take. */
export const QUESTION_PARAM = "q";

/** What the answer says when the library does not cover the question. */
export const NOT_FOUND_ANSWER = "The library does not cover this yet. The closest reading is below, in case it helps.";
