import { describe, expect, it } from 'vitest';
import { offlineSnapshot } from '../../src/shared/contracts/offline/schemas';
import { buildSnapshot, offlineSnapshotFigures } from './offline-snapshot';

describe('offline snapshot at volume', () => {
  it('is shaped like the contract', () => {
    expect(offlineSnapshot.safeParse(buildSnapshot(100, 500)).success).toBe(true);
  });

  it('keeps a plant with 10,000 bins and 50,000 materials under 5 MB in IndexedDB, read back and indexed within 2 s', async () => {
    const f = await offlineSnapshotFigures(10_000, 50_000);
    expect(f.indexed).toBe(60_000);
    expect(f.storedBytes).toBeLessThan(5 * 1024 * 1024);
    expect(f.storedBytes).toBeLessThan(f.jsonBytes / 3);
    expect(f.loadMs).toBeLessThan(2000);
  });
});
