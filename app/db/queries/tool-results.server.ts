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
  { id, tool, payload, now = new Date() }: { id: string; tool: string; payload: string; now?: Date },
): Promise<void> {
  await db.insertInto("tool_results").values({ id, tool, payload, created_at: now.toISOString() }).execute();
}

export async function findToolResult(db: Kysely<Database>, id: string): Promise<ToolResultRow | undefined> {
  const row = await db
    .selectFrom("tool_results")
    .select(["tool", "payload", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { tool: row.tool, payload: readJson<unknown>(row.payload, null), createdAt: row.created_at };
}
