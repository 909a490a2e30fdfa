import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The real server on a fresh embedded database with demo data, driven by the system Chromium.
const port = Number(process.env.E2E_PORT ?? 3199);
// e-mail (e2e/password-reset.spec.ts): the spec's SMTP server listens on this loopback port
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers import this file again: keep one directory
/** The identity provider e2e/sso.spec.ts starts (oidc-provider): discovery is lazy, so it may come up after the portal. */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 20000);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // a whole test (not one expectation: those keep 5 s); 30 s was cut through on the 2-core CI machine
  // on 2026-11-26, where every test ran about 2.5 times slower than two days before
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // the pseudo-locale crawl last: it opens one of each page the other specs reached (e2e/fixtures.ts records them)
  projects: [
    { name: 'chromium', testIgnore: /i18n-pseudo\.spec\.ts$/ },
    { name: 'pseudo-locale crawl', testMatch: /i18n-pseudo\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // the server as `npm start` serves it: the esbuild bundle (scripts/build-server.mjs), built afresh
  webServer: {
    command: 'node scripts/build-server.mjs && node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthcheck`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // webhooks (e2e/api-tokens.spec.ts): a receiver on this machine, a dead letter after one refused attempt
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_RETRY_SECONDS: '0',
      WEBHOOK_MAX_ATTEMPTS: '1',
      // single sign-on (e2e/sso.spec.ts): the spec's identity provider on this machine, users made at first sign-in
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'supplier-portal',
      OIDC_CLIENT_SECRET: 'test-client-secret-0123456789abcdef',
      OIDC_COMPANY_NAME: 'Acme Corp',
      OIDC_SCOPES: 'openid profile email groups',
      OIDC_ALLOW_LOOPBACK: 'true',
      OIDC_JIT: 'true',
      OIDC_MAPPING: JSON.stringify([{ group: 'portal-suppliers', roles: ['SUPPLIER'], vendors: ['V100001'] }]),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'portal@portal.example',
      SMTP_ALLOW_LOOPBACK: 'true',
      MAIL_RETRY_SECONDS: '1',
    },
  },
});
