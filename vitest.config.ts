import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers: unit (node), web (jsdom components), db/api on PGlite, and the same db/api files
 * again on PostgreSQL when DATABASE_URL is set. `*.pg.test.ts` (concurrency, locking) run on
 * PostgreSQL only; `*.stress.test.ts` only through `npm run test:stress`.
 */
const dbFiles = ['src/**/*.db.test.ts', 'src/**/*.api.test.ts'];
/**
 * On PostgreSQL these run alone, one at a time, after everything else: the event feed's horizon is
 * server-wide, so another file's open transactions would hold back their feed (files that read the feed
 * or deliver webhooks from it), and the concurrency and locking proofs (*.pg.test.ts) time their waits.
 */
const alonePg = [
  'src/**/*.pg.test.ts',
  'src/server/domain/events/events.db.test.ts',
  'src/server/domain/events/feed-shift.db.test.ts',
  'src/server/routes/events.api.test.ts',
  'src/server/routes/webhooks.api.test.ts',
  'src/server/routes/api-tokens.api.test.ts',
  'src/server/routes/integration-company.api.test.ts',
  'src/server/routes/integration-client.api.test.ts',
  'src/server/http/observability.api.test.ts',
  'src/server/cli/user.db.test.ts',
];
const stress = process.env.STRESS === '1';
const dbProject = (
  name: string,
  env: { TEST_DB: 'pglite' | 'postgres' },
  include: string[],
  options: { exclude?: string[]; alone?: boolean } = {},
) => ({
  test: {
    name,
    include,
    ...(options.exclude ? { exclude: options.exclude } : {}),
    // PostgreSQL files run after the rest (each file has a database of its own), two at a time but for those
    // that must run alone, in a later group (a project with its own worker count needs its own group)
    ...(env.TEST_DB === 'postgres' ? { maxWorkers: options.alone ? 1 : 2, sequence: { groupOrder: options.alone ? 2 : 1 } } : {}),
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
        ? [
            dbProject('db-postgres', { TEST_DB: 'postgres' }, stress ? [] : dbFiles, { exclude: alonePg }),
            dbProject('db-postgres-alone', { TEST_DB: 'postgres' }, stress ? [] : alonePg, { alone: true }),
          ]
        : []),
      ...(stress
        ? [
            dbProject('stress-pglite', { TEST_DB: 'pglite' }, ['src/**/*.stress.test.ts']),
            ...(process.env.DATABASE_URL
              ? [dbProject('stress-postgres', { TEST_DB: 'postgres' }, ['src/**/*.stress.test.ts'], { alone: true })]
              : []),
          ]
        : []),
    ],
  },
});
