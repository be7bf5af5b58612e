/**
 * The analytics vocabulary: every event the site records, from the page script, the tools'
 * React code and the server alike. Kept free of imports, since it ships in the page script.
 *
 * | name          | subject            | position     | amount        | variant             |
 * |---------------|--------------------|--------------|---------------|---------------------|
 * | pageview      | playbook slug*     |              |               |                     |
 * | read          | playbook slug      | part (1-n)   | depth 25-100  |                     |
 * | tool_view     | tool id            |              |               | quiz: intro, direct*|
 * | tool_start    | tool id            |              |               | (as above)          |
 * | tool_step     | tool id            | step reached |               | (as above)          |
 * | tool_complete*| tool id            |              |               | (as above)          |
 * | tool_email*   | tool id, lead slug |              | 1: new lead   | (as above)          |
 * | search        | query (lowercase)  |              | result count  |                     |
 * | outbound      | offer, newsletter  |              |               | link address        |
 *
 * (*) filled in by the server from the path. Page views of whole documents, completions (a
 * result stored) and e-mails left are recorded by the server itself, so they count without
 * JavaScript too, and a stored result opened from a shared link completes nothing.
 */
export const ANALYTICS_ENDPOINT = "/api/event";

/** Reading depth marks of a part, in percent of its body. */
export const DEPTH_MARKS = [25, 50, 75, 100] as const;

/** The `data-read-depth` value of a part's body: the page script measures that element. */
export const readDepthTarget = (playbookSlug: string, position: number) => `${playbookSlug}#${position}`;

export const TOOL_STAGES = ["tool_view", "tool_start", "tool_step", "tool_complete", "tool_email"] as const;
export type ToolStage = (typeof TOOL_STAGES)[number];

export type OutboundKind = "offer" | "newsletter";

/** What a browser may send; the server adds the visitor, time, device and campaign. */
export type BrowserEvent =
  | { name: "pageview" }
  | { name: "read"; subject: string; position: number; amount: number }
  | { name: "tool_view" | "tool_start"; subject: string }
  | { name: "tool_step"; subject: string; position: number }
  | { name: "search"; subject: string; amount: number }
  | { name: "outbound"; subject: OutboundKind; variant: string };

/** An event and the page it happened on (path and query). A beacon posts a list of them. */
export type PageEvent = BrowserEvent & { path: string };

/** The most events one beacon carries: the page script sends its queue before it grows past this. */
export const MAX_BEACON_EVENTS = 20;

/**
 * The query parameter of a beacon that names its page view: the id the server gave the
 * document (docs/decisions/0016-analytics-tied-to-page-views.md).
 */
export const VIEW_PARAM = "v";
/** The Server-Timing entry that carries a document's view id to its scripts. */
export const VIEW_TIMING = "view";
