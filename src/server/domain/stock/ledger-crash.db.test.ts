import { describe, expect, it } from 'vitest';
import { crashScenario } from '../../testing/crash-scenario';

/** One SIGKILL of a real server under posting load (the stress suite does many); PGlite and PostgreSQL. */
describe('server killed while posting', () => {
  it('keeps every acknowledged posting exactly once, no partial document, a clean ledger, and opens again', async () => {
    const result = await crashScenario({ rounds: 1, clients: 4 });
    expect(result.acked).toBeGreaterThan(0);
  }, 240_000);
});
