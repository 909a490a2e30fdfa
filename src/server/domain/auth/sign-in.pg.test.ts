import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connect';
import { createTestDatabase } from '../../testing/test-db';
import { verifyPassword } from './passwords';
import { signIn, THROTTLE_FREE_FAILURES } from './sign-in';

// count the password verifications (argon2 runs) while keeping the real ones
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verified = vi.mocked(verifyPassword);

let database: Database;
const policy = { idleMinutes: 60, absoluteHours: 12 };
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 35 });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('login_throttle').execute();
  verified.mockClear();
});

const attempt = (username: string, password: string, ip: string) =>
  signIn(database.db, policy, { username, password, ip, userAgent: 'test' });
const codes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'OK' : ((r.reason as { code?: string }).code ?? String(r.reason))));

describe('sign-in throttle on PostgreSQL', () => {
  it('of 30 concurrent wrong guesses at one account only the free ones are evaluated; the rest are refused unevaluated', async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => attempt('whnwk', `wrong-${i}`, `10.9.0.${i}`)));
    const c = codes(results);
    expect(c.filter((x) => x === 'LOGIN_FAILED')).toHaveLength(THROTTLE_FREE_FAILURES);
    expect(c.filter((x) => x === 'LOGIN_THROTTLED')).toHaveLength(30 - THROTTLE_FREE_FAILURES);
    expect(verified).toHaveBeenCalledTimes(THROTTLE_FREE_FAILURES);
    // the right password is refused too while the account is blocked, and is not evaluated either
    await expect(attempt('whnwk', 'Scan#2000', '10.9.1.1')).rejects.toMatchObject({ code: 'LOGIN_THROTTLED' });
    expect(verified).toHaveBeenCalledTimes(THROTTLE_FREE_FAILURES);
  });

  it("an address's guesses never refuse a known user's right password while that account is not blocked", async () => {
    const ip = '10.9.2.1';
    await attempt('admin', 'Admin#2026', ip); // admin has signed in from this address before
    verified.mockClear();
    const guesses = Array.from({ length: 29 }, (_, i) => attempt(`guess-${i % 3}`, 'password', ip));
    const results = await Promise.allSettled([...guesses, attempt('admin', 'Admin#2026', ip)]);
    const c = codes(results);
    expect(c.at(-1)).toBe('OK');
    expect(c.slice(0, 29).every((x) => x === 'LOGIN_FAILED' || x === 'LOGIN_THROTTLED')).toBe(true);
    // the address limit holds for the guesses: at most the free failures of the address were evaluated, plus admin's
    expect(verified.mock.calls.length).toBeLessThanOrEqual(THROTTLE_FREE_FAILURES + 1);
    // a user who never signed in from this address gets in with the right password while the address
    // is blocked (README: an address's guesses never refuse it); a wrong one is answered as the block.
    // Whether the guesses left it blocked depends on the order the attempts were claimed in (admin's
    // success gives its claim back, which may leave 4 failures, under the limit), and a first block
    // lasts 1 s: guess on (a new user name each time, so only the address can refuse) until the
    // address answers "throttled", then try at once.
    let blocked = false;
    for (let i = 0; i < 10 && !blocked; i++) {
      const [guess] = codes(await Promise.allSettled([attempt(`fresh-${i}`, 'password', ip)]));
      blocked = guess === 'LOGIN_THROTTLED';
    }
    expect(blocked).toBe(true);
    await expect(attempt('whnwk', 'wrong', ip)).rejects.toMatchObject({ code: 'LOGIN_THROTTLED' });
    await expect(attempt('whnwk', 'Scan#2000', ip)).resolves.toMatchObject({ userId: expect.any(Number) });
    await expect(attempt('whnwk', 'Scan#2000', '10.9.2.2')).resolves.toMatchObject({ userId: expect.any(Number) });
  });
});
