/**
 * CSV for spreadsheets (RFC 4180, comma-separated, CRLF): a field is quoted when it holds a comma,
 * quote or line break, and nothing in it is ever run as a formula. A spreadsheet evaluates a cell
 * that starts with = + - @ (or a tab or carriage return before one), and where a cell starts depends
 * on the reader: German Excel splits on semicolons and ignores our quotes there, a TSV import splits
 * on tabs, a careless reader on every comma or line. So a formula character is defused with a
 * leading apostrophe wherever a cell could start: at the field's start and after any of , ; \t | or a
 * line break inside it ("Cable;=HYPERLINK(…)" -> "Cable;'=HYPERLINK(…)").
 */
const CELL_START_FORMULA = /(^|[,;\t|\r\n])([=+\-@\t\r])/g;

export function csvField(value: string): string {
  const safe = value.replace(CELL_START_FORMULA, "$1'$2");
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
