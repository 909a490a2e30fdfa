import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalVersion } from '../../shared/release';
import { type Database, openPostgres } from '../db/connect';
import { migrateToLatest, schemaProblem, schemaVersion } from '../db/migrate';
import { migrations } from '../db/migrations';
import { cloneTestDatabase, http, type Instance, signInOver, startInstance } from '../testing/instances';
import { expectLedgerClean, freeBins, plainMaterial } from '../testing/ledger';
import { adminQuery, withDatabase } from '../testing/test-db';
import { sampleLedgerLocks } from './lock-sampler';
import { buildRelease, previousRelease, releaseKnowsCompatibility, releaseMigrations } from './releases';

/**
 * Upgrades that never stop a warehouse (docs/OPERATIONS.md, "Upgrading"): the previous release, checked out from
 * git and built (upgrade/releases.ts), runs on a database the current code migrated; two instances of it behind one
 * address are replaced one by one with the current code under posting load, migrating first, and no acknowledged
 * posting is lost, no client sees an error but a retried connection, and no migration holds a posting table for a
 * second. PostgreSQL only: real processes, real sockets.
 */
vi.setConfig({ testTimeout: 600_000, hookTimeout: 300_000 }); // bounded: about 2 minutes on an idle 2-core machine

const previous = previousRelease();
let releaseDir = '';
const DOCS = '/supplier/api/warehouse/material-documents';
const B2B = '/supplier/api/warehouse/plants/1000/warehouses/W10/bin-to-bin';
const GR = '/supplier/api/warehouse/po-goods-receipts';
const SECRET = 'upgrade-test-secret-0123456789abcdef';

beforeAll(() => {
  releaseDir = buildRelease(previous, undefined, (line) => console.log(line));
});

type Session = { cookie: string; csrf: string };
const writeHeaders = (s: Session, key: string = randomUUID()) => ({
  cookie: s.cookie,
  'x-csrf-token': s.csrf,
  'content-type': 'application/json',
  'idempotency-key': key,
});

/** A purchase order of a plain material for plant 1000, written as an ERP would send it. */
async function purchaseOrder(databaseUrl: string, quantity: number): Promise<{ number: string; material: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const number = String(4590000000 + Math.floor(Math.random() * 9_999_999));
    const material = await client.query<{ material_id: string }>(`select m.material_id from material m
      join material_plant mp on mp.material_id = m.material_id and mp.plant_id = '1000'
      where not m.serialized and not m.batch_managed and not m.quality_inspected order by m.material_id limit 1`);
    const materialId = material.rows[0]?.material_id as string;
    await client.query(
      `insert into purchase_order (po_number, vendor_id, plant_id, company_code, document_date)
       select $1, min(vendor_id), '1000', 'DE01', current_date from vendor`,
      [number],
    );
    await client.query(
      `insert into purchase_order_item (po_number, item_no, material_id, plant_id, sloc_id, quantity, delivery_date)
       values ($1, 10, $2, '1000', '0001', $3, current_date)`,
      [number, materialId, quantity],
    );
    return { number, material: materialId };
  } finally {
    await client.end();
  }
}

/**
 * The api smoke a release must pass on the database: sign-in, a goods receipt for a purchase order, an opening
 * entry and a bin to bin, and the stock list showing the moved stock. Answers what it posted.
 */
async function apiSmoke(base: string, databaseUrl: string, db: Database): Promise<string[]> {
  const whfra = await signInOver(base, databaseUrl, 'whfra', 'Scan#1000');
  const admin = await signInOver(base, databaseUrl, 'admin', 'Admin#2026');
  const posted: string[] = [];

  const po = await purchaseOrder(databaseUrl, 3);
  const receipt = await http(`${base}${GR}`, {
    method: 'POST',
    headers: writeHeaders(whfra),
    body: JSON.stringify({ purchaseOrderNo: po.number, items: [{ itemNo: 10, quantity: '3' }] }),
  });
  expect(receipt.status, receipt.body).toBe(201);
  posted.push(JSON.parse(receipt.body).matDoc);

  const material = await plainMaterial(db.db);
  const [source = '', destination = ''] = await freeBins(db.db, 'W10', 2);
  const opening = await http(`${base}${DOCS}`, {
    method: 'POST',
    headers: writeHeaders(admin),
    body: JSON.stringify({ items: [{ movementType: '561', material, quantity: '5', to: { plant: '1000', sloc: '0001', bin: source } }] }),
  });
  expect(opening.status, opening.body).toBe(201);
  posted.push(JSON.parse(opening.body).matDoc);
  const move = await http(`${base}${B2B}`, {
    method: 'POST',
    headers: writeHeaders(admin),
    body: JSON.stringify({ sloc: '0001', sourceBin: source, material, quantity: '2', destinationBin: destination }),
  });
  expect(move.status, move.body).toBe(201);
  posted.push(JSON.parse(move.body).matDoc);

  const list = await http(`${base}/supplier/api/warehouse/stock?${new URLSearchParams({ plant: '1000', sloc: '0001', material })}`, {
    headers: { cookie: whfra.cookie },
  });
  expect(list.status, list.body).toBe(200);
  const rows = JSON.parse(list.body).rows as { bin: string | null; quantity: string }[];
  expect(rows.find((r) => r.bin === destination)?.quantity).toMatch(/^2(\.0+)?$/);
  expect(rows.find((r) => r.bin === source)?.quantity).toMatch(/^3(\.0+)?$/);
  return posted;
}

describe(`the previous release (${previous.version}) on a database the current code (${portalVersion}) migrated`, () => {
  let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
  let db: Database;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.stop('SIGKILL');
    await db?.close();
    await clone?.drop();
  });

  it('starts, passes its api smoke, and leaves the schema and the database functions as the current code made them', async () => {
    // the test template: migrated by this code, demo data loaded
    clone = await cloneTestDatabase();
    db = await openPostgres(clone.url, 2);
    expect(await schemaProblem(db.db)).toBeNull();
    const released = new Set(releaseMigrations(previous));
    const newer = Object.keys(migrations).filter((m) => !released.has(m));
    instance = await startInstance(clone.url, { SESSION_SECRET: SECRET }, releaseDir, 120_000).catch((error: Error) => {
      const unaware = newer.length > 0 && !releaseKnowsCompatibility(previous);
      throw new Error(
        `Release ${previous.version} does not start on the schema ${schemaVersion()} of this code${newer.length > 0 ? ` (migrations the release does not know: ${newer.join(', ')})` : ''}${unaware ? `; release ${previous.version} predates the compatibility record (schema_release) and refuses any newer schema: release the code that introduced it (npm run release) before migrations are added, and upgrade from that release` : ''}: ${error.message}`,
      );
    });
    const health = JSON.parse((await http(`${instance.base}/healthcheck`)).body);
    expect(health.status).toBe('ok');
    expect(health.schemaVersion).toBe(schemaVersion());
    const posted = await apiSmoke(instance.base, clone.url, db);
    const found = await db.db.selectFrom('material_document').select('mat_doc').where('mat_doc', 'in', posted).execute();
    expect(found).toHaveLength(posted.length);
    // the older code neither migrated nor re-applied its own database functions over this code's
    expect(await schemaProblem(db.db)).toBeNull();
    await expectLedgerClean(db.db);
    expect(await instance.stop('SIGTERM'), instance.output()).toBe(0);
  });
});

/**
 * A small reverse proxy, as docs/OPERATIONS.md configures nginx: round robin, the next backend on a refused connection or
 * a 503 (proxy_next_upstream error http_503), 502 for a connection dropped after the request was sent.
 */
function startProxy(): Promise<{ server: Server; base: string; backends: Instance[]; servedBy: Map<string, number> }> {
  const state = { backends: [] as Instance[], next: 0, servedBy: new Map<string, number>() };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (attempt: number) => {
        const pool = state.backends;
        const target = pool[state.next++ % Math.max(pool.length, 1)];
        if (!target) {
          res.writeHead(502).end('no backend');
          return;
        }
        const up = httpRequest(
          `${target.base}${req.url}`,
          { method: req.method, headers: { ...req.headers, connection: 'close' }, agent: false },
          (answer) => {
            // an instance draining after SIGTERM refuses new requests with 503: the next backend (http_503)
            if (answer.statusCode === 503 && attempt < 4) {
              answer.resume();
              return forward(attempt + 1);
            }
            state.servedBy.set(target.base, (state.servedBy.get(target.base) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target.base });
            answer.pipe(res);
          },
        );
        up.on('error', (error: NodeJS.ErrnoException) => {
          // a refused connection never reached the portal: the next backend (proxy_next_upstream error)
          if (error.code === 'ECONNREFUSED' && attempt < 4) return forward(attempt + 1);
          if (res.headersSent) res.destroy();
          else res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${error.code ?? error.message}`);
        });
        up.end(body);
      };
      forward(0);
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        get backends() {
          return state.backends;
        },
        set backends(list: Instance[]) {
          state.backends = list;
        },
        servedBy: state.servedBy,
      }),
    ),
  );
}

describe(`rolling upgrade from ${previous.version} to ${portalVersion} under posting load`, () => {
  const url = process.env.DATABASE_URL as string;
  const name = `upg_${process.pid}_${randomUUID().slice(0, 8)}`;
  const instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let db: Database | undefined;
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    proxy?.server.close();
    await db?.close();
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
  });

  it('two instances replaced one by one, migrating first: every acknowledged posting in the ledger, no error but a retried connection', async () => {
    await adminQuery(url, `create database "${name}"`);
    const databaseUrl = withDatabase(url, name);
    // a start on a busy 2-core machine (the first one migrates an empty database and loads the demo data) may take minutes
    const START = 240_000;
    const release = (env: Record<string, string>) => startInstance(databaseUrl, { SESSION_SECRET: SECRET, ...env }, releaseDir, START);
    // release N: the first instance creates its schema and loads the demo data, the second joins it
    const a = await release({ DEMO_DATA: 'true' });
    instances.push(a);
    const b = await release({});
    instances.push(b);
    proxy = await startProxy();
    proxy.backends = [a, b];
    db = await openPostgres(databaseUrl, 4);

    const admin = await signInOver(proxy.base, databaseUrl, 'admin', 'Admin#2026');
    const material = await plainMaterial(db.db);
    const bins = await freeBins(db.db, 'W10', 4);
    const acknowledged: { bin: string; matDoc: string; upstream: string }[] = [];
    const failures: string[] = [];
    let retried = 0;
    let running = true;
    const base = proxy.base;
    const client = async (bin: string) => {
      const body = JSON.stringify({ items: [{ movementType: '561', material, quantity: '1', to: { plant: '1000', sloc: '0001', bin } }] });
      while (running) {
        const key = randomUUID();
        // the same Idempotency-Key on a retry: a posting that did commit is answered again, never posted twice
        for (let attempt = 0; ; attempt++) {
          let answer: Awaited<ReturnType<typeof http>> | undefined;
          let problem = '';
          try {
            answer = await http(`${base}${DOCS}`, { method: 'POST', headers: writeHeaders(admin, key), body });
          } catch (error) {
            problem = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          }
          if (answer?.status === 201) {
            acknowledged.push({ bin, matDoc: JSON.parse(answer.body).matDoc, upstream: String(answer.headers['x-upstream']) });
            break;
          }
          // a connection the proxy could not complete (an instance stopping): retried
          const connection = problem !== '' || answer?.status === 502;
          if (connection && attempt < 5) {
            retried++;
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          failures.push(answer ? `${answer.status} ${answer.body}` : problem);
          break;
        }
      }
    };
    const load = bins.map((bin) => client(bin));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1500);

    // 1. migrate with release N+1 while N serves; the longest lock on a posting table is measured meanwhile
    const sampler = await sampleLedgerLocks(databaseUrl);
    const migratedAt = acknowledged.length;
    await migrateToLatest(db.db);
    const locks = await sampler.stop();
    expect(locks.longestMs, `the migration held ${locks.longest} on a posting table for ${locks.longestMs} ms`).toBeLessThan(1000);
    await pause(1500);
    const byPreviousAfterMigration = acknowledged.slice(migratedAt).filter((x) => x.upstream === a.base || x.upstream === b.base).length;
    expect(byPreviousAfterMigration, 'release N kept posting on the migrated schema').toBeGreaterThan(0);

    // 2. each instance in turn: out of the pool, SIGTERM (it finishes what it accepted), N+1 started, back in the pool
    const replaced: Instance[] = [];
    for (const old of [a, b]) {
      proxy.backends = proxy.backends.filter((i) => i !== old);
      expect(await old.stop('SIGTERM'), old.output()).toBe(0);
      const next = await startInstance(databaseUrl, { SESSION_SECRET: SECRET }, undefined, START);
      instances.push(next);
      replaced.push(next);
      proxy.backends = [...proxy.backends, next];
      await pause(1500);
    }
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    const served = (instance: Instance) => acknowledged.filter((x) => x.upstream === instance.base).length;
    for (const instance of replaced) expect(served(instance), 'release N+1 took postings').toBeGreaterThan(0);
    const health = JSON.parse((await http(`${proxy.base}/healthcheck`)).body);
    expect(health.version).toBe(portalVersion);
    // every acknowledged posting is in the ledger, once, and the stock is what was acknowledged
    const docs = acknowledged.map((x) => x.matDoc);
    expect(new Set(docs).size).toBe(docs.length);
    const found = await db.db.selectFrom('material_document').select('mat_doc').where('mat_doc', 'in', docs).execute();
    expect(found).toHaveLength(docs.length);
    for (const bin of bins) {
      const stock = await db.db
        .selectFrom('stock')
        .select('quantity')
        .where('bin_id', '=', bin)
        .where('material_id', '=', material)
        .execute();
      expect(stock.reduce((sum, r) => sum + Number(r.quantity), 0)).toBe(acknowledged.filter((x) => x.bin === bin).length);
    }
    await expectLedgerClean(db.db);
    console.log(
      `rolling upgrade ${previous.version} -> ${portalVersion}: ${acknowledged.length} postings acknowledged, ${retried} connections retried, longest posting-table lock of the migration ${locks.longestMs} ms (${locks.samples} samples)`,
    );
  });
});

describe('the lock check', () => {
  it('measures a lock a statement holds on a posting table (a migration that locked for a second would fail above)', async () => {
    const clone = await cloneTestDatabase();
    const client = new pg.Client({ connectionString: clone.url });
    await client.connect();
    try {
      const sampler = await sampleLedgerLocks(clone.url);
      await client.query('begin');
      await client.query('lock table stock in share mode');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await client.query('commit');
      const locks = await sampler.stop();
      expect(locks.longest).toBe('stock ShareLock');
      expect(locks.longestMs).toBeGreaterThanOrEqual(1000);
    } finally {
      await client.end();
      await clone.drop();
    }
  });
});
