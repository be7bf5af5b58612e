import type { AppContext } from "~/context";
import { readToolResult } from "~/modules/tools/results/store.server";
import type { StoredResult } from "~/modules/tools/results/stored-result.server";

/**
 * A tool action that succeeded answers with a redirect to the stored result: this reads that
 * result back. Throws for any other answer, naming it.
 */
export async function followToStoredResult(
  context: Pick<AppContext, "db" | "logger">,
  answer: unknown,
): Promise<StoredResult> {
  if (!(answer instanceof Response) || answer.status !== 302) {
    throw new Error(`expected a redirect to a stored result, got ${JSON.stringify(answer)}`);
  }
  const location = answer.headers.get("Location") ?? "";
  const id = /^\/tools\/results\/([A-Za-z0-9_-]{22})(\?|$)/.exec(location)?.[1];
  const stored = id ? await readToolResult(context, id) : undefined;
  if (stored?.status !== "found") throw new Error(`no stored result behind ${location}`);
  return stored.result;
}
