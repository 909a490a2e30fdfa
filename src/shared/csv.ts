import { type Translator, translator } from './i18n';

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

/**
 * How the reader's spreadsheet reads a CSV: where the decimal mark is a comma (German), Excel splits
 * on semicolons and reads "1234,5"; elsewhere on commas and reads "1234.5". No thousands separator
 * either way (a spreadsheet would read "1.234,5" as text or a date).
 */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly decimalMark: ',' | '.';
}

export const COMMA_CSV: CsvDialect = { separator: ',', decimalMark: '.' };
export const SEMICOLON_CSV: CsvDialect = { separator: ';', decimalMark: ',' };

/** The dialect of the current reader's locale (the request's language; English outside a request). */
export const csvDialect = (reader: Pick<Translator, 'decimalMark'> = translator()): CsvDialect =>
  reader.decimalMark === ',' ? SEMICOLON_CSV : COMMA_CSV;

export function csvField(value: string, dialect: CsvDialect = COMMA_CSV): string {
  const safe = value.replace(CELL_START_FORMULA, "$1'$2");
  const quote = dialect.separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return quote.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[], dialect: CsvDialect = COMMA_CSV): string {
  return `${fields.map((field) => csvField(field, dialect)).join(dialect.separator)}\r\n`;
}

/** A decimal number's text ("1234.500") with the dialect's decimal mark ("1234,500"); other text as it is. */
export function csvDecimal(value: string, dialect: CsvDialect = COMMA_CSV): string {
  return /^-?\d+\.\d+$/.test(value) && dialect.decimalMark !== '.' ? value.replace('.', dialect.decimalMark) : value;
}
