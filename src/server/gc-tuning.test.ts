import { describe, expect, it } from 'vitest';
import { heapSizedByOperator } from './gc-tuning';

describe('heapSizedByOperator', () => {
  it('sees a heap setting on the command line or in NODE_OPTIONS, in either spelling', () => {
    expect(heapSizedByOperator(['--heap-growing-percent=50'], undefined)).toBe(true);
    expect(heapSizedByOperator(['--enable-source-maps', '--max-old-space-size=512'], '')).toBe(true);
    expect(heapSizedByOperator([], '--enable-source-maps --max_old_space_size=256')).toBe(true);
    expect(heapSizedByOperator(['--max-old-space-size', '512'], undefined)).toBe(true);
  });

  it('leaves the portal its own setting otherwise', () => {
    expect(heapSizedByOperator([], undefined)).toBe(false);
    expect(heapSizedByOperator(['--import', 'tsx', '--cpu-prof'], '--enable-source-maps')).toBe(false);
    // a different flag that merely starts alike
    expect(heapSizedByOperator(['--max-old-space-size-percentage=50'], undefined)).toBe(false);
    expect(heapSizedByOperator(['--max-semi-space-size=32'], '--heap-snapshot-near-heap-limit=1')).toBe(false);
  });
});
