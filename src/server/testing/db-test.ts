import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/connect';
import { createTestDatabase } from './test-db';

/** The database of one db test file: created before its tests, closed after them (`file.database`). */
export function databaseForFile(options: { poolSize?: number } = {}): { database: Database } {
  const file = {} as { database: Database };
  beforeAll(async () => {
    file.database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await file.database?.close();
  });
  return file;
}
