import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/connect';
import { createSession } from '../domain/auth/sessions';
import { checkLedger, formatDifferences } from '../domain/stock/ledger-check';
import { seededRandom } from '../seed/random';
import { demoMaterials, freeBins } from './ledger';
import { adminQuery, TEMPLATE_DUMP, templateDatabaseName, testDbKind, withDatabase } from './test-db';

/**
 * SIGKILL of a real server process (src/server/main.ts) at random moments while clients post
 * with Idempotency-Keys; after each kill the server is started again on the same database
 * (the embedded data directory must open every time) and clients re-send what got no answer.
 * At the end: every acknowledged posting is there exactly once, refused ones are not there,
 * no document is partial, and the ledger check is clean.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

interface Attempt {
  key: string;
  payload: { headerText: string; items: unknown[] };
  state: 'acked' | 'refused' | 'unknown';
  matDoc?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function prepareTarget(): Promise<Target> {
  if (testDbKind() === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const name = `t_kill_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `create database "${name}" template "${templateDatabaseName(url)}"`);
    const dbUrl = withDatabase(url, name);
    return {
      env: { DATABASE_URL: dbUrl, SESSION_SECRET: randomBytes(32).toString('hex') },
      open: () => openPostgres(dbUrl, 2),
      dispose: () => adminQuery(url, `drop database if exists "${name}" with (force)`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-kill-'));
  const dump = await readFile(TEMPLATE_DUMP);
  const seeded = await openPglite(dir, { loadDataDir: new Blob([dump]) });
  await seeded.close();
  return {
    env: { DATA_DIR: dir },
    open: () => openPglite(dir),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Every server this module started; whatever happens in a test, none outlives it. */
const started = new Set<ChildProcess>();

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolveChild, reject) => {
    const since = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}: ${stderr}`));
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthcheck`);
        if (res.status === 200) return resolveChild(child);
      } catch {
        // not listening yet
      }
      if (Date.now() - since > 90_000) {
        child.kill('SIGKILL');
        return reject(new Error(`server did not start: ${stderr}`));
      }
      setTimeout(poll, 200);
    };
    poll();
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export async function crashScenario(options: { rounds: number; clients: number; seed?: number }) {
  const target = await prepareTarget();
  const rnd = seededRandom(options.seed ?? 99);
  try {
    // a session for the administrator (561, initial entry, is for administrators), created before the server runs (the embedded directory has one owner at a time)
    const setup = await target.open();
    const user = await setup.db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const session = await createSession(setup.db, user.user_id, { idleMinutes: 600, absoluteHours: 12 });
    const mats = await demoMaterials(setup.db);
    const bins = await freeBins(setup.db, 'W10', 8);
    await setup.close();
    const headers = {
      cookie: `sp_session=${session.token}`,
      'x-csrf-token': session.csrfToken,
      'content-type': 'application/json',
    };
    const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });
    const attempts: Attempt[] = [];
    let counter = 0;
    const makeAttempt = (round: number): Attempt => {
      const key = `kill-${round}-${++counter}`;
      const kind = rnd.int(0, 2);
      const plain = mats.plain[rnd.int(0, 4)] as string;
      const items =
        kind === 0
          ? [{ movementType: '561', material: plain, quantity: `${rnd.int(1, 5)}`, to: at(rnd.pick(bins)) }]
          : kind === 1
            ? [
                {
                  movementType: '561',
                  material: mats.serialized[rnd.int(0, 4)] as string,
                  quantity: '2',
                  to: at(rnd.pick(bins)),
                  serials: [`${key}-a`, `${key}-b`],
                },
                { movementType: '561', material: plain, quantity: '1.5', to: at(rnd.pick(bins)) },
              ]
            : [{ movementType: '999', material: plain, quantity: '1', from: at(rnd.pick(bins)), to: { bin: rnd.pick(bins) } }];
      return { key, payload: { headerText: key, items }, state: 'unknown' };
    };
    const send = async (port: number, attempt: Attempt) => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/supplier/api/warehouse/material-documents`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': attempt.key },
          body: JSON.stringify(attempt.payload),
        });
        const body = (await res.json()) as { matDoc?: string; code?: string };
        if (res.status === 201 && body.matDoc) {
          attempt.state = 'acked';
          attempt.matDoc = body.matDoc;
        } else if (res.status >= 400 && res.status < 500) {
          attempt.state = 'refused';
        } else {
          throw new Error(`unexpected answer ${res.status} ${JSON.stringify(body)}`);
        }
      } catch (error) {
        if ((error as Error).message.startsWith('unexpected answer')) throw error;
        attempt.state = 'unknown'; // the connection died with the server: no answer
      }
    };

    for (let round = 1; round <= options.rounds; round++) {
      const port = await freePort();
      const server = await startServer(target.env, port);
      // clients first re-send what got no answer before the last kill
      for (const attempt of attempts.filter((a) => a.state === 'unknown')) await send(port, attempt);
      expect(attempts.filter((a) => a.state === 'unknown')).toEqual([]);
      let stop = false;
      const load = Promise.all(
        Array.from({ length: options.clients }, async () => {
          while (!stop) {
            const attempt = makeAttempt(round);
            attempts.push(attempt);
            await send(port, attempt);
            if (attempt.state === 'unknown') return;
          }
        }),
      );
      await new Promise((r) => setTimeout(r, rnd.int(400, 2500)));
      server.kill('SIGKILL');
      await exited(server);
      stop = true;
      await load;
    }
    // one more start: re-send the last unanswered ones, then stop cleanly
    const port = await freePort();
    const server = await startServer(target.env, port);
    for (const attempt of attempts.filter((a) => a.state === 'unknown')) await send(port, attempt);
    server.kill('SIGTERM');
    await exited(server);

    const database = await target.open();
    try {
      const docs = await database.db
        .selectFrom('material_document')
        .select(['mat_doc', 'header_text'])
        .where('header_text', 'like', 'kill-%')
        .execute();
      const byTag = new Map<string, string[]>();
      for (const d of docs) byTag.set(d.header_text, [...(byTag.get(d.header_text) ?? []), d.mat_doc]);
      const acked = attempts.filter((a) => a.state === 'acked');
      expect(attempts.filter((a) => a.state === 'unknown')).toEqual([]);
      for (const a of acked) expect({ key: a.key, docs: byTag.get(a.key) }).toEqual({ key: a.key, docs: [a.matDoc] });
      for (const a of attempts.filter((x) => x.state === 'refused'))
        expect({ key: a.key, docs: byTag.get(a.key) }).toEqual({ key: a.key, docs: undefined });
      expect(docs.length).toBe(acked.length);
      const result = await checkLedger(database.db);
      expect(formatDifferences(result)).toEqual([]);
      return { attempts: attempts.length, acked: acked.length, rounds: options.rounds };
    } finally {
      await database.close();
    }
  } finally {
    for (const child of started) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await target.dispose();
  }
}
