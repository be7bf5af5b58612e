import type { AppContext } from "~/context";

type Route = (args: never) => unknown;

/** Calls a loader or action as the server would: its value, or what it threw (a redirect, a 404). */
export async function callRoute(
  context: AppContext,
  route: Route,
  request: Request,
  params: Record<string, string> = {},
): Promise<unknown> {
  try {
    return await route({ request, params, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The status of a route's answer: a Response's, a data() value's, or 200 for plain data. */
export const statusOf = (result: unknown): number =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

/** The payload of a route's answer, unwrapped from data() when it is one. */
export const dataOf = <T = Record<string, unknown>>(result: unknown): T =>
  (result && typeof result === "object" && "data" in result ? (result as { data: unknown }).data : result) as T;
