import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || isPostgresUrl(v), {
      message:
        'must be a postgres:// or postgresql:// URL, e.g. postgres://user@127.0.0.1:5432/portal (or, on the same machine, postgres:///portal?host=/var/run/postgresql&user=portal)',
    }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BRAND: z.string().min(1).max(60).default('Acme Financial'),
  PUBLIC_ORIGIN: z.url().optional(),
  WEBAUTHN_RP_ID: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
      'must be a host name, e.g. portal.example.com',
    )
    .optional(),
  SECURE_COOKIES: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => parseTrustProxy(v) !== undefined, {
      message:
        'must be false, true, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.1,10.1.0.0/16)',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  PG_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  READ_DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || isPostgresUrl(v), { message: 'must be a postgres:// or postgresql:// URL of a replica' }),
  READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,3})?(,\d{1,6}(\.\d{1,3})?){0,19}$/, 'must be a comma-separated list of seconds, e.g. 10,30,120,600,3600')
    .default('10,30,120,600,3600'),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  WEBHOOK_NETWORKS: z
    .string()
    .default('')
    .refine((v) => parseNetworks(v) !== undefined, {
      message: 'must be a comma-separated list of CIDR ranges, e.g. 10.20.0.0/16,fd00:1::/64',
    }),
  PRINTER_NETWORKS: z
    .string()
    .default('')
    .refine((v) => parseNetworks(v) !== undefined, { message: 'must be a comma-separated list of CIDR ranges, e.g. 10.20.0.0/16' }),
  PRINTER_PORTS: z
    .string()
    .default('9100')
    .refine((v) => parsePorts(v) !== undefined, { message: 'must be a comma-separated list of TCP ports (1 to 65535), e.g. 9100,6101' }),
  PRINTER_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
});

/** A comma-separated list of CIDR ranges (an address alone is one host); '' is none. */
export function parseNetworks(value: string): string[] | undefined {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ok = parts.every((p) => {
    const [address, bits, extra] = p.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  return ok ? parts : undefined;
}

/** A comma-separated list of TCP ports. */
export function parsePorts(value: string): number[] | undefined {
  const parts = value.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535)) return undefined;
  return parts.map(Number);
}

/**
 * TRUST_PROXY in Fastify's forms: `false` (the client's own address), `true` (believe every
 * X-Forwarded-For hop: only behind a proxy that overwrites the header), a hop count (the address
 * that many proxies in front of the app saw), or the proxies' addresses and CIDR ranges.
 */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const parts = v.split(',').map((p) => p.trim());
  const ok = parts.every((p) => {
    const [address, bits, extra] = p.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
  return ok ? parts : undefined;
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // a host name, or a Unix socket directory (postgres:///portal?host=/var/run/postgresql: same machine)
    const socketDir = url.searchParams.get('host')?.startsWith('/') ?? false;
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && (url.hostname !== '' || socketDir);
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** 'memory://' keeps the embedded database in memory (tests). */
  inMemory: boolean;
  databaseUrl: string | undefined;
  /** PostgreSQL: statements with parameters as named prepared statements (db/prepared.ts) */
  preparedStatements: boolean;
  sessionSecret: string;
  brand: string;
  publicOrigin: string | undefined;
  /** passkeys' relying party id: WEBAUTHN_RP_ID, else the host of PUBLIC_ORIGIN (or of the request) */
  webauthnRpId: string | undefined;
  secureCookies: 'auto' | boolean;
  /** Fastify's trustProxy: whom to believe X-Forwarded-For from (false, true, a hop count, or proxy addresses/ranges). */
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  demoData: 'auto' | boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long a resolved session may be reused for reads in this process (0 = never). */
  sessionCacheSeconds: number;
  /** A streaming replica for lists, searches and exports (http/read-routing.ts); unset: everything on the primary. */
  readDatabaseUrl: string | undefined;
  /** After a write, the caller's reads stay on the primary this long (read-your-writes). */
  readAfterWriteSeconds: number;
  /** Apply pending migrations at start; false: refuse to start on a schema that is not this code's (migrate once, then roll out instances). */
  migrateOnStart: boolean;
  /** `/metrics` answers with `Authorization: Bearer <token>`; without a token, only to loopback callers. */
  metricsToken: string | undefined;
  /** On SIGTERM: how long in-flight requests may take before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** Requests one API token may make per minute (counted in the database, shared by every instance). */
  apiRateLimitPerMinute: number;
  /** Webhook deliveries (domain/webhooks/): waits between attempts (the last repeats), attempts before a dead letter, request timeout, loopback URLs allowed. */
  webhook: { retrySeconds: number[]; maxAttempts: number; timeoutSeconds: number; allowLoopback: boolean; networks: string[] };
  /** Label printers (domain/labels/): the networks and ports they may be reached at, loopback allowed (tests only). */
  printer: PrinterPolicy;
}

/** Where label printers may be: CIDR ranges (none: the private ranges), TCP ports, loopback (tests, any port). */
export interface PrinterPolicy {
  networks: string[];
  ports: number[];
  allowLoopback: boolean;
}

/** A configuration problem the operator must fix; main.ts prints its message as one line. */
export class ConfigError extends Error {}

/** What tools that serve no HTTP (migrations, seed, ledger check, the user CLI) need: where the database is. */
export type DatabaseConfig = Pick<Config, 'dataDir' | 'inMemory' | 'databaseUrl' | 'logLevel' | 'preparedStatements'>;

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const value = env[name];
  throw new ConfigError(
    `Configuration error: ${name}${value !== undefined ? `=${JSON.stringify(value)}` : ''} ${issue?.message ?? 'is invalid'}`,
  );
}

function databaseConfig(e: Env): DatabaseConfig {
  const inMemory = e.DATA_DIR === 'memory://';
  return {
    dataDir: inMemory ? 'memory://' : resolve(e.DATA_DIR),
    inMemory,
    databaseUrl: e.DATABASE_URL ? e.DATABASE_URL : undefined,
    logLevel: e.LOG_LEVEL,
    preparedStatements: e.PG_PREPARED_STATEMENTS === 'true',
  };
}

/**
 * The configuration of a tool that opens the database but serves no HTTP: validated like the
 * server's, without a session secret (none is required, read or created).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return databaseConfig(parseEnv(env));
}

/** The server's configuration: the database, and the session secret (required with DATABASE_URL). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const { dataDir, inMemory, databaseUrl } = databaseConfig(e);
  let sessionSecret = e.SESSION_SECRET;
  if (!sessionSecret) {
    if (databaseUrl) {
      throw new ConfigError(
        'Configuration error: SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters, e.g. `openssl rand -hex 32`)',
      );
    }
    sessionSecret = inMemory ? randomBytes(32).toString('hex') : loadOrCreateSecret(dataDir);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    inMemory,
    databaseUrl,
    preparedStatements: e.PG_PREPARED_STATEMENTS === 'true',
    sessionSecret,
    brand: e.BRAND,
    publicOrigin: e.PUBLIC_ORIGIN,
    webauthnRpId: e.WEBAUTHN_RP_ID,
    secureCookies: e.SECURE_COOKIES === 'auto' ? 'auto' : e.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA === 'auto' ? 'auto' : e.DEMO_DATA === 'true',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    readDatabaseUrl: e.READ_DATABASE_URL ? e.READ_DATABASE_URL : undefined,
    readAfterWriteSeconds: e.READ_AFTER_WRITE_SECONDS,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    webhook: {
      retrySeconds: e.WEBHOOK_RETRY_SECONDS.split(',').map(Number),
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
      allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'true',
      networks: parseNetworks(e.WEBHOOK_NETWORKS) ?? [],
    },
    printer: {
      networks: parseNetworks(e.PRINTER_NETWORKS) ?? [],
      ports: parsePorts(e.PRINTER_PORTS) ?? [9100],
      allowLoopback: e.PRINTER_ALLOW_LOOPBACK === 'true',
    },
  };
}

/** The embedded default keeps its session secret beside the data, created on first start. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) {
      const secret = readFileSync(file, 'utf8').trim();
      if (secret.length >= 32) return secret;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      `Data directory ${dataDir} is not usable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (set DATA_DIR to a writable directory)`,
    );
  }
}

/** Test helper: a configuration for an in-memory embedded database. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
    ...overrides,
  };
}
