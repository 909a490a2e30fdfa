import { describe, expect, it, vi } from 'vitest';
import type { StorageLocation } from '../../../shared/contracts/master-data/schemas';
import { scanSloc } from './s2s-parts';

const slocs = [{ plantId: '1000', slocId: '0002', name: 'Store', warehouseId: null }] as unknown as StorageLocation[];

describe('scanSloc', () => {
  it('hands over the storage location a scan names, else why not', () => {
    const onSloc = vi.fn();
    const onError = vi.fn();
    const scan = scanSloc(slocs, onSloc, onError);
    scan(' 0002 ');
    expect(onSloc).toHaveBeenCalledWith(slocs[0]);
    scan('0009');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatch(/0009/);
  });
});
