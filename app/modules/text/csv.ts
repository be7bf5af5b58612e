/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);
/** Skipped by spreadsheets before they look for a formula: white space and control characters (NUL included). */
const IGNORED_LEAD = /^[\s\p{Cc}\p{Cf}]+/u;

/**
 * True when a spreadsheet could run the text as a formula. Checked on the text as a spreadsheet
 * reads it: compatibility forms folded (NFKC turns a full-width ＝ into =), then leading white
 * space and control characters skipped, so "\0=cmd" and " =cmd" are caught as well as "=cmd".
 */
function startsFormula(text: string): boolean {
  if (FORMULA_START.has(text.charAt(0))) return true;
  const first = text.normalize("NFKC").replace(IGNORED_LEAD, "").charAt(0);
  return FORMULA_START.has(first);
}

/**
 * One CSV cell: quoted when needed, and text that could start a formula is defused with a
 * leading apostrophe, since a spreadsheet would otherwise run a visitor-supplied value (a UTM
 * tag, a referrer, a search) as one. Numbers are the site's own figures and are left as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === "number") return String(value);
  let text = value ?? "";
  if (startsFormula(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A column: its header and how a row fills it. */
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => string | number | null | undefined];

/** A header line and one line per row, with CRLF line ends as spreadsheets expect. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(",")];
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A CSV download named `<name>.csv`, never cached (it holds the owner's data). */
export function csvDownload(csv: string, name: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
