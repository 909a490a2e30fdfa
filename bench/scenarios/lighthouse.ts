import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT, signIn } from '../lib/portal';
import type { Scenario } from './index';

/**
 * Lighthouse's mobile performance score (simulated slow 4G, 4x slower CPU: its defaults) of the handheld's
 * menu, goods receipt and stock overview pages, signed in as a warehouse user (issue 41). Lighthouse is not
 * a dependency of the portal (release 0.2.0's upgrade test reuses node_modules): it is installed at bench
 * time into .tmp/lighthouse, pinned to the last version that runs on Node 20.
 */
export const LIGHTHOUSE_VERSION = '12.2.3';
const execFileAsync = promisify(execFile);
const PAGES = [
  ['warehouse menu', '/supplier/warehouse/menu/index'],
  ['goods receipt', '/supplier/warehouse/goodsreceipt/index'],
  ['stock overview', '/supplier/warehouse/invmgmt/stock/index'],
] as const;
const RUNS = 3;

function lighthouseCli(): string {
  const dir = join(ROOT, '.tmp/lighthouse');
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  const installed = existsSync(cli) && JSON.parse(readFileSync(join(dir, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  if (installed !== LIGHTHOUSE_VERSION) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'ignore' });
  }
  return cli;
}

interface Run {
  benchmarkIndex: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What this row reads of Lighthouse's JSON report. */
interface LighthouseReport {
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message?: string };
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
}

/** A free TCP port on the loopback (for the browser's DevTools endpoint). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * One Lighthouse run of `url` in a fresh browser signed in as a browser is: the session cookie in its cookie jar (set
 * through Playwright), Lighthouse attached to it by its DevTools port. An `--extra-headers` cookie, which the runs
 * used until the pages set a cookie of their own (the app shell's digest, shared/globals.ts), is replaced by the
 * jar's cookies on every request once the jar holds one: the page's API calls went out without the session.
 * Lighthouse clears the origin's caches, storage and service workers before it loads the page, never its cookies.
 */
async function audit(cli: string, url: string, cookie: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const out = join(dir, 'report.json');
  // the browser's profile and the report are in `dir`, removed whether the run succeeded or failed
  let report: LighthouseReport;
  try {
    const port = await freePort();
    const browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
    });
    try {
      const origin = new URL(url).origin;
      await browser.addCookies(
        cookie.split(/;\s*/).map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, httpOnly: true, sameSite: 'Lax' as const };
        }),
      );
      // asynchronous: Playwright answers the browser while Lighthouse opens and drives its tab
      await execFileAsync(
        process.execPath,
        [
          cli,
          url,
          `--port=${port}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          '--max-wait-for-load=60000',
          '--quiet',
        ],
        { timeout: 300_000 },
      );
    } finally {
      await browser.close();
    }
    report = JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const value = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`);
  if (new URL(report.finalDisplayedUrl ?? url).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${report.finalDisplayedUrl}, not ${url} (signed out?)`);
  return {
    // this machine's speed as Lighthouse measures it (its 4x CPU slowdown assumes a desktop of about 1,000 or more)
    benchmarkIndex: Number(report.environment?.benchmarkIndex ?? Number.NaN),
    score: Math.round(Number(report.categories.performance.score) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export async function lighthouseFigures(origin: string, log: (line: string) => void, runs = RUNS) {
  const cli = lighthouseCli();
  // once more on a dropped connection: the install above can block this process for a minute, long enough for the
  // server to close the kept-alive connection of the scenario before, which fetch then reuses ("fetch failed")
  const session = await signIn(origin, 'whfra', 'Scan#1000').catch(() => signIn(origin, 'whfra', 'Scan#1000'));
  const pages: Record<string, { runs: Run[]; median: Run }> = {};
  for (const [name, path] of PAGES) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      // once more when Lighthouse itself fails (its Chromium lost on this machine now and then: the row is the page's, not the tool's)
      let run: Run;
      try {
        run = await audit(cli, origin + path, session.cookie);
      } catch (error) {
        log(`  ${name}: Lighthouse failed once (${String((error as Error).message).slice(0, 200)}), again`);
        run = await audit(cli, origin + path, session.cookie);
      }
      results.push(run);
    }
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)] as Run;
    log(`  ${name}: ${results.map((r) => r.score).join(', ')}`);
    pages[name] = { runs: results, median };
  }
  return pages;
}

export const lighthouseScenario: Scenario = {
  name: 'lighthouse',
  async run(ctx) {
    if (ctx.kind !== 'postgres') return { rows: [[`Lighthouse ${LIGHTHOUSE_VERSION} mobile performance`, 'PostgreSQL only', '']] };
    const runs = ctx.quick ? 1 : RUNS;
    const pages = await lighthouseFigures(ctx.origin, ctx.log, runs);
    return {
      version: LIGHTHOUSE_VERSION,
      pages,
      rows: Object.entries(pages).map(([name, { median: m }]) => [
        `Lighthouse ${LIGHTHOUSE_VERSION} mobile performance, ${name} as a warehouse user (median of ${runs}; FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(2)}; machine benchmarkIndex ${m.benchmarkIndex.toFixed(0)})`,
        String(m.score),
        '>= 90',
      ]),
    };
  },
};
