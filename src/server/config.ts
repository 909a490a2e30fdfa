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
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(400),
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
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  OIDC_COMPANY_NAME: z.string().trim().min(1).max(60).optional(),
  OIDC_SCOPES: z
    .string()
    .regex(
      /^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/,
      'must be scopes separated by single spaces, e.g. openid profile email groups',
    )
    .default('openid profile email'),
  OIDC_USERNAME_CLAIM: z.string().min(1).max(100).default('preferred_username'),
  OIDC_GROUPS_CLAIM: z.string().min(1).max(100).default('groups'),
  OIDC_MAPPING: z
    .string()
    .default('[]')
    .refine((v) => parseOidcMapping(v) !== undefined, {
      message:
        'must be a JSON list of rules, e.g. [{"group":"portal-admins","roles":["ADMIN"],"admin":true},{"group":"acme-suppliers","roles":["SUPPLIER"],"vendors":["100001"]}]',
    }),
  OIDC_JIT: z.enum(['true', 'false']).default('false'),
  OIDC_PASSWORD_OFF_ROLES: z
    .string()
    .regex(/^\s*([A-Za-z0-9_-]{1,30}\s*(,\s*[A-Za-z0-9_-]{1,30}\s*)*)?$/, 'must be a comma-separated list of role ids, e.g. ADMIN,SUPPLIER')
    .default(''),
  OIDC_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  OIDC_NETWORKS: z
    .string()
    .default('')
    .refine((v) => parseNetworks(v) !== undefined, {
      message: 'must be a comma-separated list of CIDR ranges, e.g. 10.20.0.0/16',
    }),
  OIDC_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseSmtpUrl(v) !== undefined, {
      message:
        'must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@mail.example.com:465 or smtp://relay.example.com:587',
    }),
  MAIL_FROM: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || isMailAddress(v), { message: 'must be an e-mail address, e.g. portal@example.com' }),
  MAIL_RETRY_SECONDS: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,3})?(,\d{1,6}(\.\d{1,3})?){0,19}$/, 'must be a comma-separated list of seconds, e.g. 60,300,900,3600')
    .default('60,300,900,3600'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  SMTP_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  SMTP_NETWORKS: z
    .string()
    .default('')
    .refine((v) => parseNetworks(v) !== undefined, {
      message: 'must be a comma-separated list of CIDR ranges, e.g. 10.20.0.0/16',
    }),
  INVITATION_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** how often the notification digest is sent (seconds; a day by default, seconds in tests) */
  NOTIFICATION_DIGEST_SECONDS: z.coerce.number().int().min(1).max(604800).default(86400),
});

/** One rule of OIDC_MAPPING: users whose claim (the groups claim unless named) holds `group` get its roles, plants, vendors and flags. */
const oidcRuleSchema = z
  .object({
    group: z.string().min(1).max(200),
    claim: z.string().min(1).max(100).optional(),
    roles: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,30}$/))
      .max(50)
      .default([]),
    plants: z.array(z.string().min(1).max(4)).max(500).default([]),
    vendors: z.array(z.string().min(1).max(10)).max(500).default([]),
    admin: z.boolean().default(false),
    warehouseUser: z.boolean().default(false),
  })
  .strict();
export type OidcRule = z.output<typeof oidcRuleSchema>;

/** OIDC_MAPPING as rules, or undefined when it is not a JSON list of valid rules. */
export function parseOidcMapping(value: string): OidcRule[] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return undefined;
  }
  const parsed = z.array(oidcRuleSchema).max(200).safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** An SMTP server as SMTP_URL names it: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with optional user and password. */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

export function parseSmtpUrl(value: string): SmtpServer | undefined {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') return undefined;
    const secure = url.protocol === 'smtps:';
    return {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      user: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
    };
  } catch {
    return undefined;
  }
}

/** A plain address (local@domain, no display name), as a sender or recipient. */
export function isMailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/.test(value);
}

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
  /** Audit rows older than this many days are deleted by the daily retention job (domain/audit/retention.ts). */
  auditRetentionDays: number;
  /** Webhook deliveries (domain/webhooks/): waits between attempts (the last repeats), attempts before a dead letter, request timeout, loopback URLs allowed. */
  webhook: { retrySeconds: number[]; maxAttempts: number; timeoutSeconds: number; allowLoopback: boolean; networks: string[] };
  /** Label printers (domain/labels/): the networks and ports they may be reached at, loopback allowed (tests only). */
  printer: PrinterPolicy;
  /** OpenID Connect single sign-on (domain/auth/sso/); undefined: off (no button, password sign-in only). */
  oidc: OidcConfig | undefined;
  /** E-mail (domain/mail/): the SMTP server (undefined: e-mail is off), sender, retries, and where the server may be. */
  mail: MailConfig;
  /** Notifications (domain/notifications/): how often the daily digest goes out. */
  notifications: { digestSeconds: number };
}

/** Single sign-on with the company's identity provider (docs/OPERATIONS.md "OIDC single sign-on"). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** shown on the button: "Sign in with {company}" */
  companyName: string;
  scopes: string;
  usernameClaim: string;
  groupsClaim: string;
  mapping: OidcRule[];
  /** create a user at the first sign-in of an unknown subject (from the mapping) */
  jit: boolean;
  /** roles whose holders may not sign in with a password */
  passwordOffRoles: string[];
  /** the identity provider's addresses: loopback (tests only), extra private networks, timeout */
  allowLoopback: boolean;
  networks: string[];
  timeoutSeconds: number;
}

export interface MailConfig {
  smtp: SmtpServer | undefined;
  from: string;
  /** Waits between attempts at one mail (the last repeats); attempts before it is a dead letter. */
  retrySeconds: number[];
  maxAttempts: number;
  timeoutSeconds: number;
  /** SMTP server on this machine allowed (tests, a local relay). */
  allowLoopback: boolean;
  /** Private CIDR ranges the SMTP server may be in (an internal relay). */
  networks: string[];
  /** How long an invitation link holds. */
  invitationDays: number;
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
  const smtp = e.SMTP_URL ? parseSmtpUrl(e.SMTP_URL) : undefined;
  if (smtp && !e.MAIL_FROM) {
    throw new ConfigError('Configuration error: MAIL_FROM is required when SMTP_URL is set (the sender address, e.g. portal@example.com)');
  }
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
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
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
    oidc: oidcConfig(e),
    mail: {
      smtp,
      from: e.MAIL_FROM || 'portal@localhost',
      retrySeconds: e.MAIL_RETRY_SECONDS.split(',').map(Number),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      timeoutSeconds: e.SMTP_TIMEOUT_SECONDS,
      allowLoopback: e.SMTP_ALLOW_LOOPBACK === 'true',
      networks: parseNetworks(e.SMTP_NETWORKS) ?? [],
      invitationDays: e.INVITATION_DAYS,
    },
    notifications: { digestSeconds: e.NOTIFICATION_DIGEST_SECONDS },
  };
}

/** SSO is on when the issuer is set; then the client id and secret are required. */
function oidcConfig(e: Env): OidcConfig | undefined {
  if (!e.OIDC_ISSUER) {
    if (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET)
      throw new ConfigError('Configuration error: OIDC_ISSUER is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set');
    return undefined;
  }
  for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)
    if (!e[name]) throw new ConfigError(`Configuration error: ${name} is required when OIDC_ISSUER is set`);
  const issuer = new URL(e.OIDC_ISSUER);
  const allowLoopback = e.OIDC_ALLOW_LOOPBACK === 'true';
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && allowLoopback))
    throw new ConfigError(`Configuration error: OIDC_ISSUER=${JSON.stringify(e.OIDC_ISSUER)} must be an https:// URL`);
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID as string,
    clientSecret: e.OIDC_CLIENT_SECRET as string,
    companyName: e.OIDC_COMPANY_NAME ?? e.BRAND,
    scopes: e.OIDC_SCOPES,
    usernameClaim: e.OIDC_USERNAME_CLAIM,
    groupsClaim: e.OIDC_GROUPS_CLAIM,
    mapping: parseOidcMapping(e.OIDC_MAPPING) ?? [],
    jit: e.OIDC_JIT === 'true',
    passwordOffRoles: e.OIDC_PASSWORD_OFF_ROLES.split(',')
      .map((r) => r.trim())
      .filter((r) => r !== ''),
    allowLoopback,
    networks: parseNetworks(e.OIDC_NETWORKS) ?? [],
    timeoutSeconds: e.OIDC_TIMEOUT_SECONDS,
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
