import type { Kysely } from "kysely";
import { findToolResult, insertToolResult } from "~/db/queries/tool-results.server";
import type { Database } from "~/db/schema";
import { toJson } from "~/db/json";
import { isUnguessableToken, unguessableToken } from "~/modules/random/token.server";
import { storedResultSchema, type StoredResult, type StoredResultInput } from "./stored-result.server";

/**
 * Keeps a tool's result, made on the page `entry` (its path), and answers the random id its
 * link is made from.
 */
export async function saveToolResult(db: Kysely<Database>, result: StoredResultInput, entry: string): Promise<string> {
  const checked = storedResultSchema.parse(result);
  const id = unguessableToken();
  await insertToolResult(db, { id, tool: checked.tool, entry, payload: toJson(result) });
  return id;
}

/** The stored result behind a link; undefined for an unknown id or a row that no longer reads as a result. */
export async function readToolResult(db: Kysely<Database>, id: string): Promise<StoredResult | undefined> {
  if (!isUnguessableToken(id)) return undefined;
  const row = await findToolResult(db, id);
  if (!row) return undefined;
  const payload = typeof row.payload === "object" && row.payload !== null ? row.payload : {};
  const parsed = storedResultSchema.safeParse({ ...payload, tool: row.tool });
  return parsed.success ? parsed.data : undefined;
}
