import { IMPORT_CHUNK_ROWS, type RowErrorView } from '../../../shared/contracts/integration/schemas';

/** A file's rows cut into the chunks the screen sends, with the index of each chunk's first row. */
export function chunkRows<T>(rows: readonly T[], size = IMPORT_CHUNK_ROWS): { offset: number; rows: T[] }[] {
  const chunks: { offset: number; rows: T[] }[] = [];
  for (let offset = 0; offset < rows.length; offset += size) chunks.push({ offset, rows: rows.slice(offset, offset + size) });
  return chunks;
}

export interface LineError {
  /** the line in the file (the header is line 1) */
  line: number;
  field: string;
  message: string;
}

/** A chunk's row errors as lines of the file. */
export function toLineErrors(errors: readonly RowErrorView[], offset: number): LineError[] {
  return errors.map((e) => ({ line: offset + e.row + 2, field: e.field, message: e.message }));
}
