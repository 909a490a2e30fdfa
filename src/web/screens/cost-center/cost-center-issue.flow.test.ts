import { describe, expect, it } from 'vitest';
import { testLine } from '../../ui/handheld/material-list.fixture';
import { type CostCenterIssueEvent, costCenterIssueDocument, initial, readyForMaterials, step } from './cost-center-issue.flow';

const source = { plant: '1000', sloc: '0001', warehouse: 'W10', bin: 'CCI-01' };
const line = (material: string, reason: string | null, serials: string[] = []) =>
  testLine(material, serials.length ? String(serials.length) : '3', {
    bin: 'CCI-01',
    serials,
    reason,
    reasonText: reason ? 'Internal use' : null,
  });
const run = (events: CostCenterIssueEvent[]) => events.reduce(step, initial());

describe('cost centre issue flow', () => {
  it('needs bin and cost centre, a reason per line, and posts one 201 document to the cost centre', () => {
    expect(readyForMaterials(run([{ type: 'SOURCE', source }]))).toBe(false);
    const ready = run([
      { type: 'SOURCE', source },
      { type: 'COST_CENTER', id: '101000', text: '101000 - IT Operations' },
    ]);
    expect(readyForMaterials(ready)).toBe(true);
    expect(step(ready, { type: 'ADD', line: line('CBL-1', null) }).error).toBe('Choose the reason of the issue.');
    const listed = [
      { type: 'ADD', line: line('CBL-1', '0001') },
      { type: 'ADD', line: line('KBD-1', '0002', ['S1']) },
    ].reduce((s, e) => step(s, e as CostCenterIssueEvent), ready);
    expect(step(listed, { type: 'ADD', line: line('CBL-1', '0001') }).error).toMatch(/already on the list/);
    expect(step(listed, { type: 'SOURCE', source }).error).toMatch(/before changing the source/);
    expect(step(listed, { type: 'SOURCE_CLEARED' }).error).toMatch(/before changing the source/);
    // another bin before any line: bin and cost centre are chosen again
    const cleared = step(ready, { type: 'SOURCE_CLEARED' });
    expect([cleared.source, cleared.costCenter, readyForMaterials(cleared)]).toEqual([null, null, false]);
    const from = { plant: '1000', sloc: '0001', bin: 'CCI-01', category: 'UNRESTRICTED' };
    expect(costCenterIssueDocument(listed)?.items).toEqual([
      { movementType: '201', material: 'CBL-1', quantity: '3.000', from, costCenter: '101000', reason: '0001' },
      { movementType: '201', material: 'KBD-1', quantity: '1.000', from, costCenter: '101000', serials: ['S1'], reason: '0002' },
    ]);
    const posting = step(listed, { type: 'POST' });
    expect(posting.posting).toBe(true);
    const posted = step(posting, { type: 'POSTED', matDoc: '4900000001' });
    expect(step(posted, { type: 'REMOVE', index: 0 }).lines).toHaveLength(2);
    expect(step(posted, { type: 'REVERSED', matDoc: '4900000002' }).reversal).toEqual({ matDoc: '4900000002' });
    expect(step(step(posting, { type: 'FAILED', message: 'no' }), { type: 'POST' }).posting).toBe(true);
  });
});
