import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorStatus, errors, errorText } from './errors';
import english from './i18n/locales/en.json' with { type: 'json' };

/** The server's sources as text (Vite's glob import: shared code takes no node: modules). */
const SERVER_SOURCES: Record<string, string> = import.meta.glob(['../server/**/*.ts', '!../server/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Shared rules whose answers the server throws as they are (`new DomainError(problem.code, problem.params)`):
 * the material-line rules and the scan interpretation. Their codes are read from `code: 'X'`.
 */
const SHARED_RULE_SOURCES: Record<string, string> = import.meta.glob(['./line-rules.ts', './interpret-scan.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Codes produced outside `new DomainError(...)`: the HTTP layer's answers and the web client's own errors. */
const PRODUCED_ELSEWHERE: readonly ErrorCode[] = [
  'INVALID_INPUT', // zod validation (http/errors.ts), also thrown by the domain
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'NOT_FOUND', // the generic 404 (app.ts)
  'METHOD_NOT_ALLOWED', // a path that exists for other methods (app.ts)
  'TOO_LARGE',
  'INTERNAL',
  'NETWORK', // web/api.ts
  'HTTP_ERROR', // web/api.ts (code HTTP_<status>)
  'BAD_RESPONSE', // web/api.ts: an answer that does not fit the contract
];

/**
 * Every code named by `new DomainError('X'`, `itemError(n, 'X'`, `lineError(n, 'X'` or `rowError('X'` under src/server,
 * and by the shared rules the server throws.
 */
function codesUsedByServer(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const [file, text] of Object.entries(SERVER_SOURCES)) {
    for (const m of text.matchAll(
      /(?:new DomainError|itemError|lineError|rowError|refusal|refuse|sendFailure)\(\s*(?:[^,()']+,\s*)?'([A-Za-z0-9_]+)'/g,
    )) {
      const code = m[1] as string;
      used.set(code, [...(used.get(code) ?? []), file]);
    }
  }
  for (const [file, text] of Object.entries(SHARED_RULE_SOURCES)) {
    for (const m of text.matchAll(/\bcode: '([A-Z0-9_]+)'/g)) {
      const code = m[1] as string;
      used.set(code, [...(used.get(code) ?? []), file]);
    }
  }
  return used;
}

describe('the error table', () => {
  const catalogue: Record<string, string> = english;
  const entries = (Object.entries(errors) as [ErrorCode, { status: number }][]).map(
    ([code, { status }]) => [code, { status, message: catalogue[`error.${code}`] ?? '' }] as const,
  );

  it('gives every code a SCREAMING_SNAKE name, a 4xx/5xx status and a non-empty template', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [code, { status, message }] of entries) {
      expect(code, code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(status >= 400 && status <= 599, `${code} status ${status}`).toBe(true);
      expect(message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('has a message of its own in the catalogue that parses as ICU (error.CODE)', () => {
    for (const [code, { message }] of entries) {
      expect(() => parse(message, { ignoreTag: true }), `${code}: ${message}`).not.toThrow();
    }
  });

  it('renders templates with their values and answers with the status of the table', () => {
    expect(errorText('INSUFFICIENT_STOCK', { material: 'M1', position: 'plant 1000', available: '1', requested: '2' })).toBe(
      'Not enough stock of material M1 at plant 1000: 1 available, 2 requested.',
    );
    expect(errorText('NETWORK')).toBe('The server could not be reached. Check the connection and try again.');
    expect(errorText('HTTP_ERROR', { status: 502 })).toContain('502');
    expect(errorStatus('INSUFFICIENT_STOCK')).toBe(409);
    expect(errorStatus('NOT_SIGNED_IN')).toBe(401);
    expect(errorText('INTERNAL')).toBe('Unkown error occurred, Please contact us.');
  });

  it('knows every code the server throws (TypeScript checks it too)', () => {
    expect(Object.keys(SERVER_SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SHARED_RULE_SOURCES)).toHaveLength(2);
    const unknown = [...codesUsedByServer().entries()].filter(([code]) => !Object.hasOwn(errors, code));
    expect(unknown).toEqual([]);
  });

  it('holds no code that nothing produces', () => {
    const used = codesUsedByServer();
    const unused = entries.map(([code]) => code).filter((code) => !used.has(code) && !PRODUCED_ELSEWHERE.includes(code));
    expect(unused).toEqual([]);
  });

  it('finds the server no longer naming HTTP statuses when it raises a domain error', () => {
    const offenders = Object.entries(SERVER_SOURCES)
      .filter(([, text]) => /new DomainError\(\s*\d{3}/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
