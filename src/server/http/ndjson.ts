import type { Readable } from 'node:stream';
import { DomainError } from '../domain/errors';
import { BadLine, CHUNK_ROWS, rowError } from '../domain/integration/batch';
import { checkInput } from './input-guard';

/** The longest line of an NDJSON body (one row). */
const MAX_LINE = 1024 * 1024;

function parseLine(line: string, index: number): unknown {
  const at = { row: index, field: '' };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return new BadLine(rowError('ROW_NOT_JSON', at, { line: index + 1 }));
  try {
    checkInput({ params: {}, query: {}, body: value });
  } catch (error) {
    return new BadLine({ ...at, code: 'INVALID_INPUT', message: (error as Error).message });
  }
  return value;
}

/**
 * Reads an NDJSON request body as it arrives, in chunks of rows: the body is never held in memory
 * (the stream waits while a chunk is written). Blank lines are skipped; a row is a non-blank line,
 * counted from 0.
 */
export async function* ndjsonChunks(stream: Readable, size = CHUNK_ROWS): AsyncIterable<unknown[]> {
  const decoder = new TextDecoder();
  let rest = '';
  let chunk: unknown[] = [];
  let index = 0;
  const take = (line: string) => {
    if (line.trim() === '') return;
    chunk.push(parseLine(line, index++));
  };
  for await (const part of stream) {
    rest += typeof part === 'string' ? part : decoder.decode(part as Uint8Array, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    if (rest.length > MAX_LINE) throw new DomainError('TOO_LARGE');
    for (const line of lines) {
      take(line);
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
  }
  take(rest + decoder.decode());
  if (chunk.length > 0) yield chunk;
}
