import type { z } from "zod";
import type { AppContext } from "~/context";
import { findToolResult, insertToolResult } from "~/db/queries/tool-results.server";
import { toJson } from "~/db/json";
import { isUnguessableToken, unguessableToken } from "~/modules/random/token.server";
import { findTool, TOOL_DEFINITIONS, type ToolId } from "../definitions";
import { storedResultSchema, type StoredResult, type StoredResultInput } from "./stored-result.server";
import { WIZARD_TOOLS } from "./wizard-tools";

/** What reading a result's link found. */
export type StoredResultLookup =
  | { status: "found"; result: StoredResult }
  | { status: "missing" }
  /**
   * Kept, but no longer what its tool's schema accepts (a later version of the tool changed
   * it): the tool, and the way back into it with whatever answers still read.
   */
  | { status: "outdated"; tool: ToolId; resumePath: string };

type Context = Pick<AppContext, "db" | "logger">;

/** Answers as the plain form fields their tool's reader takes. */
export function answerFields(answers: object): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));
}

/**
 * The row kept for a checked result: what the schema returned (unknown keys dropped, text
 * trimmed), with a wizard's answers written back as the fields its reader takes, so the same
 * schema reads the row again.
 */
function storedPayload({ tool: _tool, ...result }: StoredResult): object {
  return "answers" in result ? { ...result, answers: answerFields(result.answers) } : result;
}

/**
 * Keeps a tool's result, made on the page `entry` (its path), and answers the random id its
 * link is made from. Throws when the result does not pass its schema: that is a bug in the tool.
 */
export async function saveToolResult(context: Context, result: StoredResultInput, entry: string): Promise<string> {
  const checked = storedResultSchema.parse(result);
  const id = unguessableToken();
  await insertToolResult(context.db, { id, tool: checked.tool, entry, payload: toJson(storedPayload(checked)) });
  return id;
}

function isToolId(tool: string): tool is ToolId {
  return TOOL_DEFINITIONS.some((definition) => definition.id === tool);
}

/** Back into the tool: a wizard keeps every stored answer its reader still accepts; a generator starts again. */
function resumePathOf(tool: ToolId, payload: Record<string, unknown>): string {
  const { route } = findTool(tool);
  if (!(tool in WIZARD_TOOLS)) return route;
  const stored = typeof payload.answers === "object" && payload.answers !== null ? payload.answers : {};
  const fields = Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return `${route}${WIZARD_TOOLS[tool as keyof typeof WIZARD_TOOLS].resumeQuery(new URLSearchParams(fields))}`;
}

/**
 * The stored result behind a link. A row that no longer passes its schema is logged as an
 * error (every link shared before a breaking change of the tool would otherwise fail
 * unnoticed) and answered as outdated, so its page can say so and lead back into the tool.
 */
export async function readToolResult(context: Context, id: string): Promise<StoredResultLookup> {
  if (!isUnguessableToken(id)) return { status: "missing" };
  const row = await findToolResult(context.db, id);
  if (!row) return { status: "missing" };
  const payload = (typeof row.payload === "object" && row.payload !== null ? row.payload : {}) as Record<
    string,
    unknown
  >;
  const parsed = storedResultSchema.safeParse({ ...payload, tool: row.tool });
  if (parsed.success) return { status: "found", result: parsed.data };
  context.logger.error(
    { resultId: id, tool: row.tool, createdAt: row.createdAt, issues: summarise(parsed.error) },
    "stored tool result no longer passes its schema",
  );
  if (!isToolId(row.tool)) return { status: "missing" };
  return { status: "outdated", tool: row.tool, resumePath: resumePathOf(row.tool, payload) };
}

/** The schema's complaints, short enough for one log line. */
function summarise(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}
