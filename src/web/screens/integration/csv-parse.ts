import Papa from 'papaparse';

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
    problems: result.errors.map((e) => ({ line: (e.row ?? 0) + 2, message: e.message })),
  };
}
