import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../shared/contracts';
import { TOKEN_SCOPES } from '../../shared/contracts/api-tokens/schemas';
import type { EndpointDef } from '../../shared/contracts/endpoint';
import { createTestApp, type SignedInClient, type TestApp, type TokenClient } from './test-app';

/**
 * Hostile input to every endpoint, on both engines: NUL characters, lone surrogates, control
 * characters, deep nesting, huge numbers, year 0000, overlong text, wrong types, in params, query
 * and body shaped after each contract's own fields. Two rounds per endpoint:
 * - poisoned (every input holds text the database cannot store, or nesting beyond reason): a 400
 *   for every one of them, and no row written anywhere;
 * - chaotic (storable but wrong or extreme values): never an answer >= 500.
 * Deterministic (seeded), bounded: ROUNDS inputs per endpoint in each round. The endpoints are shared
 * out over several test files (http/fuzz-N.api.test.ts, `fuzzShard(n, of)`), which run side by side,
 * so each stays within its time limit as the API grows; every endpoint keeps its seed and its inputs.
 */
const ROUNDS = 150;
const SEED = 20261123;

let t: TestApp;
let admin: SignedInClient;
/**
 * Endpoints of machine callers (module INTEGRATION) are called with an API token holding every scope,
 * every other input with one also limited to plant 1000 (its plant check must hold under the same input).
 */
let machine: TokenClient;
let plantLimited: TokenClient;
let sent = 0;

/** Tables a request could write; their row counts must not move under poisoned input. */
const WATCHED = [
  'material_document',
  'material_document_item',
  'stock',
  'transfer_order',
  'transfer_order_line',
  'delivery',
  'delivery_item',
  'delivery_pick',
  'delivery_error_log',
  'app_user',
  'role',
  'role_grant',
  'user_preference',
  'idempotency_key',
  'qr_login_token',
  'api_token',
  'integration_event',
  'pi_document',
  'pi_count',
  'handling_unit',
  'shipment',
  'pod_item',
  'printer',
  'print_job',
  'quality_lot',
  'quality_defect',
  'quality_repair',
  'equipment_lock',
  'equipment_image',
  'po_confirmation',
  'asn',
  'asn_serial',
  'dock_slot',
  'dock_arrival',
  'sdsk_ticket',
  'document_lock',
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED) {
    const res = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db);
    counts[table] = res.rows[0]?.n ?? 0;
  }
  return counts;
}

/** mulberry32: a small seeded generator, so every run sends the same inputs. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Poison a URL can carry (lone surrogates cannot travel in a URL; they go into JSON bodies). */
const POISON_URL = ['\u0000', 'a\u0000b', 'ok\u0001', '\u001b[31m', 'tab\u000bvt'];
const POISON_TEXT = [...POISON_URL, '\ud800', 'x\udfffy'];
const CHAOS_TEXT = [
  '',
  ' ',
  '0000-01-01',
  '0000-00-00',
  '9999-99-99',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202egnp.exe',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(5000),
  '1000',
  'W10',
  '0001',
  '4500000001',
  'true',
  'null',
];
const CHAOS_NUMBERS = [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 8, 2 ** 31, 0.0001];

function deepNest(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

type Json = z.core.JSONSchema.JSONSchema;

/** The input JSON schema of a contract part, to shape inputs after its fields. */
function jsonSchemaOf(schema: z.ZodType | undefined): Json | null {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return null;
  }
}

class Generator {
  constructor(
    private readonly next: () => number,
    private readonly poison: boolean,
  ) {}
  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  text(): string {
    return this.pick(CHAOS_TEXT);
  }
  leaf(): unknown {
    const r = this.next();
    if (r < 0.55) return this.text();
    if (r < 0.8) return this.pick(CHAOS_NUMBERS);
    if (r < 0.88) return this.chance(0.5);
    if (r < 0.94) return null;
    return this.chance(0.5) ? [] : {};
  }
  /** A value shaped like the schema (its fields and array items), with extreme leaves. */
  value(schema: Json | undefined, depth = 0): unknown {
    if (!schema || typeof schema !== 'object' || depth > 6 || this.chance(0.15)) return this.leaf();
    const s = schema as Record<string, unknown>;
    const variants = (s.anyOf ?? s.oneOf) as Json[] | undefined;
    if (variants?.length) return this.value(this.pick(variants), depth);
    if (Array.isArray(s.enum) && this.chance(0.6)) return this.pick(s.enum as unknown[]);
    if (s.type === 'object' || s.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
        if (this.chance(0.8)) out[key] = this.value(inner, depth + 1);
      }
      if (this.chance(0.1)) out.unexpected = this.leaf();
      return out;
    }
    if (s.type === 'array') {
      const n = Math.floor(this.next() * 3);
      return Array.from({ length: n }, () => this.value(s.items as Json, depth + 1));
    }
    return this.leaf();
  }
  /** Puts poison somewhere in the input: in a string leaf, or as nesting beyond the limit. */
  poisonInto(input: { params: Record<string, string>; query: Record<string, string>; body: unknown }, hasBody: boolean) {
    const bad = this.pick(POISON_TEXT);
    const inUrl = this.pick(POISON_URL);
    const where = this.next();
    const names = Object.keys(input.params);
    if (names.length > 0 && where < 0.3) {
      input.params[this.pick(names)] = `P${inUrl}`;
    } else if (!hasBody || where < 0.55) {
      input.query[this.chance(0.5) ? (Object.keys(input.query)[0] ?? 'q') : 'q'] = `Q${inUrl}`;
    } else if (where < 0.75) {
      input.body = {
        ...(typeof input.body === 'object' && input.body && !Array.isArray(input.body) ? input.body : {}),
        deep: deepNest(40),
      };
    } else {
      const body =
        typeof input.body === 'object' && input.body && !Array.isArray(input.body) ? (input.body as Record<string, unknown>) : {};
      const keys = Object.keys(body);
      body[keys.length > 0 ? this.pick(keys) : 'text'] = `B${bad}`;
      input.body = body;
    }
  }
  get poisoned() {
    return this.poison;
  }
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/** The endpoints that take input: JSON routes and the sign-in forms, not pages, files or the API's own docs. */
function fuzzable(e: EndpointDef): boolean {
  if (e.path.includes('*') || e.path.startsWith('/supplier/api/docs')) return false;
  if (e.path === '/supplier/logout') return false; // would end the fuzzing session
  return !!(e.params || e.query || e.body || e.method !== 'GET' || e.path.includes(':'));
}

async function send(e: EndpointDef, gen: Generator) {
  const paramNames = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const params: Record<string, string> = {};
  for (const name of paramNames) params[name] = gen.text().slice(0, 300) || 'x';
  const querySchema = jsonSchemaOf(e.query);
  const queryValue = querySchema ? gen.value(querySchema) : {};
  const query: Record<string, string> = {};
  if (queryValue && typeof queryValue === 'object' && !Array.isArray(queryValue)) {
    for (const [k, v] of Object.entries(queryValue)) query[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  const hasBody = e.method !== 'GET';
  const input = {
    params,
    query,
    body: hasBody ? gen.value(jsonSchemaOf(e.body) ?? { type: 'object', properties: { username: {}, password: {} } }) : undefined,
  };
  if (gen.poisoned) gen.poisonInto(input, hasBody);
  const url = `${fillPath(e.path, input.params)}${queryString(input.query)}`;
  const integration = typeof e.access === 'object' && e.access.module === 'INTEGRATION';
  const client = e.access === 'public' ? null : integration ? (sent++ % 2 === 0 ? machine : plantLimited) : admin;
  const options = {
    method: e.method,
    url,
    ...(hasBody ? { payload: JSON.stringify(input.body ?? null), headers: { 'content-type': 'application/json' } } : {}),
  };
  const res = client ? await client.inject(options) : await t.app.inject(options);
  return { status: res.statusCode, url: url.slice(0, 200), body: res.body.slice(0, 200) };
}

/** Sends an endpoint's inputs a few at a time (the generator runs in order, so inputs stay deterministic). */
async function sendAll(e: EndpointDef, gen: Generator, rounds: number) {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  const BATCH = 10;
  for (let n = 0; n < rounds; n += BATCH) {
    const batch: Promise<Awaited<ReturnType<typeof send>>>[] = [];
    for (let k = n; k < Math.min(rounds, n + BATCH); k++) batch.push(send(e, gen));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const everyTarget = allEndpoints.map((r) => r.endpoint).filter(fuzzable);

/** The fuzz rounds for shard `shard` (1-based) of `shards`: every endpoint whose index modulo `shards` is `shard - 1`. */
export function fuzzShard(shard: number, shards: number): void {
  beforeAll(async () => {
    t = await createTestApp({ apiRateLimitPerMinute: 1_000_000 });
    admin = await t.signIn('admin');
    machine = await t.tokenClient([...TOKEN_SCOPES]);
    plantLimited = await t.tokenClient([...TOKEN_SCOPES], ['1000']);
  });
  afterAll(async () => t?.close());
  const targets = [...everyTarget.entries()].filter(([i]) => i % shards === shard - 1);

  describe(`hostile input to every endpoint (part ${shard} of ${shards})`, () => {
    it('covers the endpoints that take input', () => {
      expect(everyTarget.length).toBeGreaterThan(50);
      expect(targets.length).toBeGreaterThan(everyTarget.length / shards - 1);
    });

    it(`refuses poisoned input with a 400 and writes nothing (${ROUNDS} inputs per endpoint)`, async () => {
      const before = await rowCounts();
      const wrong: string[] = [];
      for (const [i, e] of targets) {
        const gen = new Generator(random(SEED + i), true);
        for (const r of await sendAll(e, gen, ROUNDS)) {
          // 400 from the input guard or a schema; 414 when a poisoned request also carries an overlong path
          if (r.status !== 400 && r.status !== 414) wrong.push(`${e.method} ${e.path}: ${r.status} for ${r.url} -> ${r.body}`);
        }
      }
      expect(wrong.slice(0, 20)).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    }, 240_000);

    it(`never answers >= 500 to chaotic input (${ROUNDS} inputs per endpoint)`, async () => {
      const failures: string[] = [];
      for (const [i, e] of targets) {
        const gen = new Generator(random(SEED * 7 + i), false);
        for (const r of await sendAll(e, gen, ROUNDS)) {
          if (r.status >= 500) failures.push(`${e.method} ${e.path}: ${r.status} for ${r.url} -> ${r.body}`);
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
    }, 240_000);
  });
}
