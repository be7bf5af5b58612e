import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface StoredRedirect {
  id: string;
  from: string;
  match: "exact" | "prefix";
  to: string;
  status: 301 | 302;
  createdAt: string;
  createdBy: string | null;
}

/** Every custom redirect, newest first (a few thousand at most: read whole). */
export async function listCustomRedirects(db: Kysely<Database>): Promise<StoredRedirect[]> {
  const rows = await db
    .selectFrom("custom_redirects")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("from_path")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_path,
    match: row.match,
    to: row.to_address,
    status: Number(row.status) as 301 | 302,
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
}

export interface NewRedirect {
  from: string;
  match: "exact" | "prefix";
  to: string;
  status: 301 | 302;
}

/** Stores the rules together; a rule from a path that already has one replaces it. */
export async function saveCustomRedirects(
  db: Kysely<Database>,
  rules: readonly NewRedirect[],
  by: string | null,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rule of rules) {
      const values = { to_address: rule.to, status: rule.status, created_at: now.toISOString(), created_by: by };
      await trx
        .insertInto("custom_redirects")
        .values({ id: randomUUID(), from_path: rule.from, match: rule.match, ...values })
        .onConflict((conflict) => conflict.columns(["from_path", "match"]).doUpdateSet(values))
        .execute();
    }
  });
}

export async function deleteCustomRedirect(db: Kysely<Database>, id: string): Promise<StoredRedirect | undefined> {
  const row = await db.deleteFrom("custom_redirects").where("id", "=", id).returningAll().executeTakeFirst();
  return (
    row && {
      id: row.id,
      from: row.from_path,
      match: row.match,
      to: row.to_address,
      status: row.status,
      createdAt: row.created_at,
      createdBy: row.created_by,
    }
  );
}
