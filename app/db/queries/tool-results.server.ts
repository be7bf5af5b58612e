import type { Kysely } from "kysely";
import { readJson } from "../json";
import type { Database } from "../schema";

export interface ToolResultRow {
  tool: string;
  payload: unknown;
  createdAt: string;
}

/** Stores a tool's result under the given id (the random token of its link). */
export async function insertToolResult(
  db: Kysely<Database>,
  {
    id,
    tool,
    entry,
    payload,
    now = new Date(),
  }: { id: string; tool: string; entry: string; payload: string; now?: Date },
): Promise<void> {
  await db.insertInto("tool_results").values({ id, tool, entry, payload, created_at: now.toISOString() }).execute();
}

export async function findToolResult(db: Kysely<Database>, id: string): Promise<ToolResultRow | undefined> {
  const row = await db
    .selectFrom("tool_results")
    .select(["tool", "payload", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { tool: row.tool, payload: readJson<unknown>(row.payload, null), createdAt: row.created_at };
}

/** The tool page a stored result was made on; undefined for an unknown id. */
export async function findToolResultEntry(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("tool_results").select("entry").where("id", "=", id).executeTakeFirst();
  return row?.entry;
}
