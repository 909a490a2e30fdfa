import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS, firstScreen } from './web-size';

/**
 * The web app built afresh (into a directory of its own): what each handheld page loads before its scan
 * field stays within its budget, and holds neither react-select nor react-datepicker (issue 41: those load
 * when a select or date field is reached for). A screen that imports one of them again fails here.
 */
const out = mkdtempSync(join(tmpdir(), 'portal-web-size-'));

beforeAll(async () => {
  // as `npm run build:web` builds it: vitest sets NODE_ENV=test, which would bundle React's development build
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    configFile: resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'error',
    build: { outDir: out, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the handheld before its first scan field', () => {
  for (const screen of FIRST_SCREENS) {
    it(`${screen.page}: at most ${screen.budgetKiB} KiB gzipped, no select or date-picker library`, () => {
      const first = firstScreen(out, screen.module);
      expect(first.libraries).toEqual([]);
      expect(first.gzippedKiB).toBeLessThanOrEqual(screen.budgetKiB);
    });
  }
});
