/**
 * One CSV cell: quoted when needed, and a leading =, +, - or @ is defused, since a spreadsheet
 * would otherwise run a visitor-supplied value (a UTM tag, a referrer, a search) as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
