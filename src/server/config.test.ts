import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults and keeps a generated session secret in the data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.host).toBe('localhost');
    expect(a.sessionSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Configuration error: PORT="eighty"/],
    [{ PORT: '70000' }, /PORT="70000"/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x" must be a postgres/],
    [{ DATABASE_URL: 'postgres://127.0.0.1/db' }, /SESSION_SECRET is required when DATABASE_URL is set/],
    [{ DATABASE_URL: 'postgres://127.0.0.1/db', SESSION_SECRET: 'short' }, /SESSION_SECRET="short" must be at least 32/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud"/],
    [{ OIDC_ISSUER: 'https://login.acme.example' }, /OIDC_CLIENT_ID is required when OIDC_ISSUER is set/],
    [{ OIDC_CLIENT_ID: 'portal' }, /OIDC_ISSUER is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set/],
    [
      { OIDC_ISSUER: 'http://login.acme.example', OIDC_CLIENT_ID: 'p', OIDC_CLIENT_SECRET: 's' },
      /OIDC_ISSUER=.* must be an https:\/\/ URL/,
    ],
    [{ OIDC_MAPPING: '{"group":"x"}' }, /OIDC_MAPPING=.* must be a JSON list of rules/],
    [{ OIDC_MAPPING: '[{"group":"x","roles":["A"],"role":"typo"}]' }, /OIDC_MAPPING=/],
    [{ OIDC_MAPPING: 'not json' }, /OIDC_MAPPING="not json"/],
    [{ OIDC_PASSWORD_OFF_ROLES: 'ADMIN;SUPPLIER' }, /OIDC_PASSWORD_OFF_ROLES=.* comma-separated list of role ids/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', ...env })).toThrowError(ConfigError);
    try {
      loadConfig({ DATA_DIR: 'memory://', ...env });
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('single sign-on settings', () => {
  it('is off without an issuer, and reads the mapping, JIT and password-off roles when set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).oidc).toBeUndefined();
    const oidc = loadConfig({
      DATA_DIR: 'memory://',
      BRAND: 'Acme Financial',
      OIDC_ISSUER: 'https://login.acme.example/realms/acme',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_MAPPING: '[{"group":"portal-admins","roles":["ADMIN"],"admin":true},{"claim":"dept","group":"Buying","vendors":["V1"]}]',
      OIDC_JIT: 'true',
      OIDC_PASSWORD_OFF_ROLES: ' ADMIN, SUPPLIER ',
    }).oidc;
    expect(oidc).toMatchObject({
      issuer: 'https://login.acme.example/realms/acme',
      companyName: 'Acme Financial',
      usernameClaim: 'preferred_username',
      groupsClaim: 'groups',
      jit: true,
      passwordOffRoles: ['ADMIN', 'SUPPLIER'],
      allowLoopback: false,
      mapping: [
        { group: 'portal-admins', roles: ['ADMIN'], plants: [], vendors: [], admin: true, warehouseUser: false },
        { claim: 'dept', group: 'Buying', roles: [], vendors: ['V1'], admin: false },
      ],
    });
    // plain http only for a test provider with loopback allowed
    const local = { DATA_DIR: 'memory://', OIDC_ISSUER: 'http://127.0.0.1:4000', OIDC_CLIENT_ID: 'p', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig({ ...local, OIDC_ALLOW_LOOPBACK: 'true' }).oidc?.allowLoopback).toBe(true);
  });
});

describe('loadDatabaseConfig (tools that serve no HTTP)', () => {
  it('needs no session secret with DATABASE_URL and creates none beside embedded data', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgres://127.0.0.1/db' })).toMatchObject({ databaseUrl: 'postgres://127.0.0.1/db' });
    const dir = mkdtempSync(join(tmpdir(), 'portal-tool-config-'));
    expect(loadDatabaseConfig({ DATA_DIR: dir })).toMatchObject({ dataDir: dir, databaseUrl: undefined, inMemory: false });
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });

  it('still validates what it reads, in one line', () => {
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL="mysql:\/\/x" must be a postgres/);
    // no host and no socket directory: nowhere to connect
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'postgres:///portal' })).toThrowError(/must be a postgres/);
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'postgres:///portal?host=run/pg' })).toThrowError(/must be a postgres/);
  });

  it('takes a Unix socket directory for a PostgreSQL on the same machine', () => {
    const url = 'postgres:///portal?host=/var/run/postgresql&user=portal';
    expect(loadDatabaseConfig({ DATABASE_URL: url })).toMatchObject({ databaseUrl: url });
  });
});

describe('outbound connections (printers, webhooks)', () => {
  const base = { DATA_DIR: 'memory://' };
  it('default to private printer networks on port 9100, no loopback, no private webhook networks', () => {
    const config = loadConfig(base);
    expect(config.printer).toEqual({ networks: [], ports: [9100], allowLoopback: false });
    expect(config.webhook.networks).toEqual([]);
    expect(loadConfig({ ...base, PRINTER_NETWORKS: '10.20.0.0/16, fd00:1::/64', PRINTER_PORTS: '9100,6101' }).printer).toEqual({
      networks: ['10.20.0.0/16', 'fd00:1::/64'],
      ports: [9100, 6101],
      allowLoopback: false,
    });
  });

  it('refuses ranges and ports that are none, naming the variable', () => {
    for (const [name, value] of [
      ['PRINTER_NETWORKS', 'printers'],
      ['PRINTER_NETWORKS', '10.0.0.0/33'],
      ['PRINTER_PORTS', '0'],
      ['PRINTER_PORTS', '9100,http'],
      ['WEBHOOK_NETWORKS', '10.0.0.0/8/1'],
      ['PRINTER_ALLOW_LOOPBACK', 'yes'],
    ] as const) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(new RegExp(`^Configuration error: ${name}=`));
    }
  });
});

describe('e-mail (SMTP)', () => {
  const base = { DATA_DIR: 'memory://' };
  it('is off without SMTP_URL; an SMTP_URL names host, port, TLS and login', () => {
    expect(loadConfig(base).mail).toMatchObject({
      smtp: undefined,
      retrySeconds: [60, 300, 900, 3600],
      maxAttempts: 10,
      allowLoopback: false,
    });
    const on = loadConfig({ ...base, SMTP_URL: 'smtps://portal%40x:p%3Ass@mail.example.com', MAIL_FROM: 'portal@example.com' }).mail;
    expect(on.smtp).toEqual({ host: 'mail.example.com', port: 465, secure: true, user: 'portal@x', password: 'p:ss' });
    expect(on.from).toBe('portal@example.com');
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://relay.example.com', MAIL_FROM: 'a@b.example' }).mail.smtp).toMatchObject({
      port: 587,
      secure: false,
      user: undefined,
    });
  });

  it('refuses an SMTP_URL that is none, a sender that is no address, and SMTP_URL without MAIL_FROM', () => {
    for (const [name, value] of [
      ['SMTP_URL', 'http://mail.example.com'],
      ['SMTP_URL', 'mail.example.com'],
      ['MAIL_FROM', 'Portal <portal@example.com>'],
      ['MAIL_RETRY_SECONDS', 'soon'],
      ['SMTP_NETWORKS', 'mail'],
      ['SMTP_ALLOW_LOOPBACK', 'yes'],
    ] as const) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(new RegExp(`^Configuration error: ${name}=`));
    }
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://relay.example.com' })).toThrow(/MAIL_FROM is required/);
  });
});
