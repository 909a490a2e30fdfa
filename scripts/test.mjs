#!/usr/bin/env node
// `npm test`: the whole suite. Lint and format, typecheck, unit/web/db/api tests (db and api on
// PGlite and, with DATABASE_URL, again on PostgreSQL), the web build, then the browser tests.
// Ends with one line `N passed, N failed, N skipped` summed over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  return true;
}

const lint = step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
const types = step('typecheck (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
if (!lint) failed++;
if (!types) failed++;
if (lint) passed++;
if (types) passed++;

rmSync('.tmp/vitest.json', { force: true });
const vitest = step('unit, web, db and api tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
]);
if (!countVitest('.tmp/vitest.json') && !vitest) failed++;

const build = step('build (vite web app, esbuild server bundle)', 'npm', ['run', '--silent', 'build']);
if (!build) failed++;

rmSync('.tmp/playwright.json', { force: true });
const e2e =
  build &&
  step('browser tests (playwright + chromium)', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' });
if (build && !countPlaywright('.tmp/playwright.json') && !e2e) failed++;

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
