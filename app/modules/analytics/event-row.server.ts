import type { EventRow } from "~/db/queries/analytics-events.server";
import type { DeviceClass } from "./device.server";
import type { BrowserEvent } from "./events";
import { referrerHost } from "./referrer";

/** What only the server records: a tool's result stored, an e-mail left (amount 1 when it made a new subscriber). */
type ServerEvent = { name: "tool_complete"; subject: string } | { name: "tool_email"; subject: string; amount?: 1 };

/** An event as the server receives it: from a beacon, a document served, a result stored or a subscription. */
export type RecordedEvent = (BrowserEvent | ServerEvent) & {
  /** The page: path and query. */
  path: string;
  /** The document's referrer (page views the server counts). */
  referrer?: string;
};

/** The quiz whose two doors are compared: the same quiz with or without its start card. */
export const QUIZ_TOOL = "ai-business-quiz";
const QUIZ_VARIANTS: Record<string, string> = {
  "/tools/ai-business-quiz-intro": "intro",
  "/tools/ai-business-quiz": "direct",
};
export const QUIZ_DOORS = Object.values(QUIZ_VARIANTS);

const PLAYBOOK_PATH = /^\/catalog\/([^/]+)/;
const MAX_TEXT = 500;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const cut = (text: string | null | undefined, max = MAX_TEXT) => (text ? text.slice(0, max) : null);

/** The page's path and query; a path the browser mangled counts as the home page. */
function pageUrl(path: string): URL {
  try {
    return new URL(path, "http://path.invalid");
  } catch {
    return new URL("http://path.invalid/");
  }
}

/**
 * The stored row: only the page's path (a query may hold a visitor's answers), the campaign
 * from its UTM parameters and the referring host for page views, and the facts the dashboard
 * derives from the path (the playbook of a page, the quiz's variant).
 */
export function eventRow(
  event: RecordedEvent,
  visit: { visitor: string; device: DeviceClass; siteHost: string; at: Date },
): EventRow {
  const url = pageUrl(event.path);
  const path = cut(url.pathname)!;
  const isPageView = event.name === "pageview";
  const utm = (name: string) => (isPageView ? cut(url.searchParams.get(`utm_${name}`), 200) : null);
  const subject = "subject" in event ? event.subject : isPageView ? (PLAYBOOK_PATH.exec(path)?.[1] ?? null) : null;
  const quizVariant = event.name.startsWith("tool_") ? QUIZ_VARIANTS[path] : undefined;
  return {
    occurred_at: visit.at.toISOString(),
    day: utcDay(visit.at),
    name: event.name,
    visitor: visit.visitor,
    path,
    referrer_host: (isPageView && referrerHost(event.referrer, visit.siteHost)) || null,
    utm_source: utm("source"),
    utm_medium: utm("medium"),
    utm_campaign: utm("campaign"),
    utm_term: utm("term"),
    utm_content: utm("content"),
    device: visit.device,
    subject: cut(event.name === "search" ? subject?.trim().toLowerCase() : subject, 200),
    variant: cut("variant" in event ? event.variant : quizVariant),
    position: "position" in event ? event.position : null,
    amount: "amount" in event ? (event.amount ?? null) : null,
  };
}
