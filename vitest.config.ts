import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers: unit (node), web (jsdom components), db/api on PGlite, and the same db/api files
 * again on PostgreSQL when DATABASE_URL is set. `*.pg.test.ts` (concurrency, locking) run on
 * PostgreSQL only; `*.stress.test.ts` only through `npm run test:stress`.
 */
const dbFiles = ['src/**/*.db.test.ts', 'src/**/*.api.test.ts'];
const stress = process.env.STRESS === '1';
const dbProject = (name: string, env: { TEST_DB: 'pglite' | 'postgres' }, include: string[]) => ({
  test: {
    name,
    include,
    // PostgreSQL files run one at a time, after the rest: the event feed's horizon is server-wide, so
    // a file's open transactions would hold back another file's feed (a project with its own worker
    // count needs its own group)
    ...(env.TEST_DB === 'postgres' ? { maxWorkers: 1, sequence: { groupOrder: 1 } } : {}),
    environment: 'node' as const,
    env,
    globalSetup: [`src/server/testing/global-setup-${env.TEST_DB}.ts`],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
    // One module graph per worker on PGlite (each file still opens its own database): the app's
    // import was most of a file's time. PostgreSQL keeps a process per file: a file's leftover
    // connections must not hold the server-wide event-feed horizon back for the next file.
    isolate: env.TEST_DB === 'postgres',
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine, which left the
    // second core mostly idle while a file waited on its database. Two workers for unit, web and PGlite.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...dbFiles, 'src/**/*.pg.test.ts', 'src/**/*.stress.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test-setup.ts'],
          // typing through user-event in jsdom is slow on a busy 2-core machine
          testTimeout: 30_000,
        },
      },
      dbProject('db-pglite', { TEST_DB: 'pglite' }, stress ? [] : dbFiles),
      ...(process.env.DATABASE_URL
        ? [dbProject('db-postgres', { TEST_DB: 'postgres' }, stress ? [] : [...dbFiles, 'src/**/*.pg.test.ts'])]
        : []),
      ...(stress
        ? [
            dbProject('stress-pglite', { TEST_DB: 'pglite' }, ['src/**/*.stress.test.ts']),
            ...(process.env.DATABASE_URL ? [dbProject('stress-postgres', { TEST_DB: 'postgres' }, ['src/**/*.stress.test.ts'])] : []),
          ]
        : []),
    ],
  },
});
