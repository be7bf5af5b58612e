import { parse } from "csv-parse/sync";
import type { RuleInput } from "./rule";

/** A CSV of redirects as exported from WordPress plugins, Substack or a spreadsheet: a few thousand rows. */
export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_CSV_ROWS = 5000;

export type CsvRules = { ok: true; rows: { input: RuleInput; line: number }[] } | { ok: false; error: string };

/** A first row that names its columns rather than holding a rule. */
const HEADER = /^(from|source|old|old[ _-]?(url|path|address)|redirect[ _-]?from|url)$/i;

/**
 * Reads a CSV of rules (old address, new address, optional status), parsed as data by
 * csv-parse: quotes, commas and line breaks inside quotes, a byte-order mark, Windows line
 * ends, and a header row are all understood; nothing in a cell is evaluated. Each rule keeps
 * its line number, so a refusal can name it.
 */
export function readRulesCsv(text: string): CsvRules {
  if (Buffer.byteLength(text) > MAX_CSV_BYTES) return { ok: false, error: "The file is larger than 1 MB." };
  let rows: { cells: string[]; line: number }[];
  try {
    const records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (/say-"hi") is a character, as spreadsheets write it.
      relax_quotes: true,
      info: true,
      to: MAX_CSV_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    rows = records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    return { ok: false, error: `The file is not a readable CSV: ${(error as Error).message}` };
  }
  const body = rows[0] && HEADER.test(rows[0].cells[0] ?? "") ? rows.slice(1) : rows;
  if (body.length === 0)
    return { ok: false, error: "The file holds no redirects: one per line, old address, new address." };
  if (body.length > MAX_CSV_ROWS)
    return { ok: false, error: `The file holds more than ${MAX_CSV_ROWS} redirects: split it.` };
  return {
    ok: true,
    rows: body.map(({ cells, line }) => ({
      line,
      input: { from: cells[0] ?? "", to: cells[1] ?? "", status: cells[2] },
    })),
  };
}
