import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { readJson, toJson } from "../json";
import type { Database, RepairMode, RepairRunsTable, RepairTool } from "../schema";

export interface RepairRunView<Report = unknown> {
  id: string;
  tool: RepairTool;
  mode: RepairMode;
  status: RepairRunsTable["status"];
  processed: number;
  total: number;
  fixed: number;
  report: Report | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export async function createRepairRun(
  db: Kysely<Database>,
  tool: RepairTool,
  mode: RepairMode,
  total: number,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  const timestamp = now.toISOString();
  await db
    .insertInto("repair_runs")
    .values({
      id,
      tool,
      mode,
      status: "running",
      processed: 0,
      total,
      fixed: 0,
      report: toJson(null),
      error: null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
  return id;
}

export async function updateRepairProgress(
  db: Kysely<Database>,
  id: string,
  progress: { processed: number; fixed: number },
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("repair_runs")
    .set({ ...progress, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function finishRepairRun(
  db: Kysely<Database>,
  id: string,
  outcome: { report: unknown } | { error: string },
  now: Date = new Date(),
): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .updateTable("repair_runs")
    .set({
      status: "error" in outcome ? "failed" : "completed",
      ...("error" in outcome ? { error: outcome.error } : { report: toJson(outcome.report) }),
      updated_at: timestamp,
      finished_at: timestamp,
    })
    .where("id", "=", id)
    .execute();
}

export async function findRepairRun<Report>(
  db: Kysely<Database>,
  tool: RepairTool,
  id?: string,
): Promise<RepairRunView<Report> | undefined> {
  const row = await db
    .selectFrom("repair_runs")
    .selectAll()
    .where("tool", "=", tool)
    .$if(id !== undefined, (query) => query.where("id", "=", id!))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    tool: row.tool,
    mode: row.mode,
    status: row.status,
    processed: row.processed,
    total: row.total,
    fixed: row.fixed,
    report: readJson<Report | null>(row.report, null),
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}
