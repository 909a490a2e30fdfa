import Papa from 'papaparse';
import { type MessageId, t } from '../../../shared/i18n';

/** The parser's problems by code, in the reader's language (its own messages are English). */
const PROBLEM: Record<string, MessageId> = {
  MissingQuotes: 'int.csvMissingQuotes',
  InvalidQuotes: 'int.csvInvalidQuotes',
  UndetectableDelimiter: 'int.csvUndetectableDelimiter',
  TooFewFields: 'int.csvTooFewFields',
  TooManyFields: 'int.csvTooManyFields',
};

/**
 * The one place the CSV parser is named (papaparse): a file's text -> its records by header, and
 * the lines it could not read. The import screen knows only this interface.
 */
export interface CsvTable {
  records: Record<string, string | undefined>[];
  problems: { line: number; message: string }[];
}

export function parseCsv(text: string): CsvTable {
  const result = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return {
    records: result.data,
    // papaparse counts data rows from 0; the file's line is that + 2 (the header is line 1)
    problems: result.errors.map((e) => {
      const key = PROBLEM[e.code];
      return { line: (e.row ?? 0) + 2, message: key ? t(key) : e.message };
    }),
  };
}
