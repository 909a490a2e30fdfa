#!/usr/bin/env node
// Browser tests in the system Chromium (CHROME_PATH or /usr/bin/chromium). Without a browser they
// are reported as not run, with the command that fixes it; in CI (CI=true) that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const message = `e2e: not run: no Chromium at ${chrome}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH)`;
  if (process.env.CI === 'true') {
    console.error(`${message}\nCI=true: a missing browser fails the run.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(run.status ?? 1);
