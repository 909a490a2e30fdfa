import { describe, expect, it } from 'vitest';
import { href } from '../../../shared/pages';
import { testLine } from '../../ui/handheld/material-list.fixture';
import {
  initial,
  missingPage,
  missingStep,
  type StockToStockEvent,
  type StockToStockState,
  s2sDocument,
  step,
} from './stock-to-stock.flow';

const run = (mvttype: string, ...events: StockToStockEvent[]) => events.reduce<StockToStockState>(step, initial(mvttype));
const place = (sloc: string, warehouse: string | null = null) => ({ plant: '1000', sloc, warehouse });

describe('stock to stock flow', () => {
  it('311: two materials from sloc 0002 to 0003 with a reason, one document', () => {
    const s = run(
      '311',
      { type: 'SOURCE', place: place('0002') },
      { type: 'DESTINATION', place: place('0003') },
      { type: 'ADD', line: testLine('CBL-1', '2', { reason: '0001', reasonText: 'Relocation' }) },
      { type: 'ADD', line: testLine('SPR-2', '1.5', { batch: 'B1' }) },
      { type: 'POST' },
    );
    expect(s.posting).toBe(true);
    expect(s2sDocument(s)).toEqual({
      headerText: 'Stock to stock 311',
      items: [
        {
          movementType: '311',
          material: 'CBL-1',
          quantity: '2.000',
          from: { plant: '1000', sloc: '0002', category: 'UNRESTRICTED' },
          to: { sloc: '0003' },
          reason: '0001',
        },
        {
          movementType: '311',
          material: 'SPR-2',
          quantity: '1.500',
          batch: 'B1',
          from: { plant: '1000', sloc: '0002', category: 'UNRESTRICTED' },
          to: { sloc: '0003' },
        },
      ],
    });
    const done = step(s, { type: 'POSTED', matDoc: '4900000009' });
    expect(done.result).toEqual({ matDoc: '4900000009' });
    expect(step(done, { type: 'ADD', line: testLine('X') }).lines).toHaveLength(2);
  });

  it('311 with bins: the source bin per line, the destination bin once', () => {
    let s = run(
      '311',
      { type: 'SOURCE', place: place('0001', 'W10'), category: 'BLOCKED' },
      { type: 'DESTINATION', place: place('0001', 'W10'), bin: 'R1' },
    );
    expect(s.error).toBe('The destination is the source storage location 0001: choose another.');
    s = step(s, { type: 'DESTINATION', place: place('0004', 'W10') });
    expect(s.error).toMatch(/scan the destination bin/);
    s = step(s, { type: 'DESTINATION', place: place('0004', 'W10'), bin: 'R9' });
    s = step(s, { type: 'ADD', line: testLine('TRM-1', '1', { bin: 'R1', serials: ['SN1'] }) });
    expect(s2sDocument(s)?.items[0]).toEqual({
      movementType: '311',
      material: 'TRM-1',
      quantity: '1.000',
      from: { plant: '1000', sloc: '0001', bin: 'R1', category: 'BLOCKED' },
      to: { sloc: '0004', bin: 'R9' },
      serials: ['SN1'],
    });
  });

  it('category changes need no destination and fix the source category', () => {
    const s = run('350', { type: 'SOURCE', place: place('0002'), category: 'UNRESTRICTED' }, { type: 'ADD', line: testLine('TRM-1', '1') });
    expect(missingStep(s)).toBeNull();
    expect(s2sDocument(s)?.items[0]).toEqual({
      movementType: '350',
      material: 'TRM-1',
      quantity: '1.000',
      from: { plant: '1000', sloc: '0002', category: 'QUALITY' },
    });
  });

  it('refuses posting an empty list, the same line twice, bad quantities; asks for missing steps', () => {
    expect(missingStep(run('311'))).toBe('source');
    expect(missingStep(run('311', { type: 'SOURCE', place: place('0002') }))).toBe('destination');
    expect(missingPage(run('311'))).toBe(href('s2sSource', { mvttype: '311' }));
    expect(missingPage(run('311', { type: 'SOURCE', place: place('0002') }))).toBe(href('s2sDestination'));
    expect(missingPage(run('321', { type: 'SOURCE', place: place('0002') }))).toBeNull();
    const ready = run('311', { type: 'SOURCE', place: place('0002') }, { type: 'DESTINATION', place: place('0003') });
    expect(step(ready, { type: 'POST' })).toMatchObject({ posting: false, error: 'Add at least one material before posting.' });
    const one = step(ready, { type: 'ADD', line: testLine('CBL-1') });
    expect(step(one, { type: 'ADD', line: testLine('CBL-1') }).error).toBe('Material CBL-1 is already on the list from this position.');
    expect(step(one, { type: 'ADD', line: testLine('CBL-2', '-1') }).lines).toHaveLength(1);
    expect(step(one, { type: 'REMOVE', index: 0 }).lines).toEqual([]);
    expect(step(one, { type: 'SOURCE', place: place('0003') }).error).toMatch(/before changing the source/);
  });

  // the key itself lives in usePosting (use-posting.test.tsx)
  it('keeps the list after a failed posting, so it can be posted again', () => {
    const posting = run(
      '311',
      { type: 'SOURCE', place: place('0002') },
      { type: 'DESTINATION', place: place('0003') },
      { type: 'ADD', line: testLine('CBL-1') },
      { type: 'POST' },
    );
    expect(step(posting, { type: 'FAILED', message: 'offline' })).toMatchObject({ posting: false, lines: posting.lines, error: 'offline' });
    expect(step(step(posting, { type: 'FAILED', message: 'no' }), { type: 'POST' })).toMatchObject({ posting: true, error: null });
    expect(step(initial('999'), { type: 'POST' })).toEqual(initial('999'));
  });
});
