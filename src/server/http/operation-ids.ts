import { existsSync, readFileSync } from 'node:fs';
import { operationsOf } from './openapi-document';

/**
 * The published operationIds (docs/api/operation-ids.txt): `operationId METHOD path` a line. A generated
 * client names its methods by them, so one is never renamed or removed once published; new ones are added
 * by `npm run api:clients`.
 */
export const OPERATION_IDS_FILE = 'docs/api/operation-ids.txt';

export const OPERATION_IDS_HEADER = [
  '# The published operationIds of the OpenAPI document: `operationId METHOD path` a line. Generated clients name their',
  '# methods by them: never rename or remove one (src/server/http/openapi-document.api.test.ts fails). New ones: npm run api:clients.',
];

export function readOperationIds(): string[] {
  if (!existsSync(OPERATION_IDS_FILE)) return [];
  return readFileSync(OPERATION_IDS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** The document's operations as lines of the list, sorted by operationId. */
export function operationIdLines(doc: Record<string, unknown>): string[] {
  return [...operationsOf(doc)]
    .map(([key, operation]) => `${String(operation.operationId)} ${key}`)
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** The published list with the document's new operations added; `removed`: published lines the document no longer has. */
export function mergeOperationIds(published: readonly string[], current: readonly string[]): { lines: string[]; removed: string[] } {
  const now = new Set(current);
  const removed = published.filter((line) => !now.has(line));
  const lines = [...new Set([...published, ...current])].filter((line) => now.has(line)).sort((a, b) => a.localeCompare(b, 'en'));
  return { lines, removed };
}
