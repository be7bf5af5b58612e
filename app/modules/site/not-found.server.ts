import type { Kysely } from "kysely";
import { data } from "react-router";
import type { AppContext } from "~/context";
import { popularPlaybooks, type PopularPlaybook } from "~/db/queries/popular-playbooks.server";
import type { Database } from "~/db/schema";

/** What the "Page not found" screen offers besides the search field. */
export interface NotFoundData {
  popular: PopularPlaybook[];
}

const SUGGESTIONS = 4;
const WINDOW_DAYS = 30;
/** Visits change by the day: a list ten minutes old is as good, and a flood of 404s costs no queries. */
const REMEMBER_MS = 10 * 60_000;

const remembered = new WeakMap<Kysely<Database>, { at: number; value: Promise<PopularPlaybook[]> }>();

/** The most read playbooks of the last 30 days (the newest while there are no visits), remembered ten minutes. */
export function suggestedPlaybooks(context: Pick<AppContext, "db">, now = Date.now()): Promise<PopularPlaybook[]> {
  const entry = remembered.get(context.db);
  if (entry && now - entry.at < REMEMBER_MS) return entry.value;
  const since = new Date(now - WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const value = popularPlaybooks(context.db, since, SUGGESTIONS);
  remembered.set(context.db, { at: now, value });
  value.catch(() => remembered.delete(context.db));
  return value;
}

/**
 * The 404 a page throws when what it was asked for does not exist: the root's "Page not found"
 * screen with the search field and a few popular playbooks (the owner's redirects are asked
 * first, in entry.server.tsx). A failed read still answers 404, with no suggestions.
 */
export async function pageNotFound(context: Pick<AppContext, "db" | "logger">) {
  const popular = await suggestedPlaybooks(context).catch((error: unknown) => {
    context.logger.error({ err: error }, "popular playbooks read failed");
    return [];
  });
  return data<NotFoundData>({ popular }, { status: 404 });
}
