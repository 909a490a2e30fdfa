import { describe, expect, it } from 'vitest';
import { type MaterialListState, type S2sLine, stepMaterialList } from './material-list';
import { testLine } from './material-list.fixture';

const line = (material: string, quantity = '2', reason: string | null = '0001') => testLine(material, quantity, { reason });
const empty: MaterialListState = { lines: [], posting: false, result: null, error: null };
const rules = {
  ready: true,
  sameLine: (a: S2sLine, b: S2sLine) => a.material === b.material,
  lineProblem: (l: S2sLine) => (l.reason ? null : 'no reason'),
};

describe('material list', () => {
  it('adds checked lines (quantity, the flow rule, once each) and posts them once', () => {
    expect(stepMaterialList(empty, { type: 'ADD', line: line('A') }, { ...rules, ready: false })).toBe(empty);
    expect(stepMaterialList(empty, { type: 'ADD', line: line('A', 'x', null) }, rules).error).not.toBe('no reason');
    expect(stepMaterialList(empty, { type: 'ADD', line: line('A', '1', null) }, rules).error).toBe('no reason');
    const one = stepMaterialList(empty, { type: 'ADD', line: line('A') }, rules);
    expect(one.lines.map((l) => l.quantity)).toEqual(['2.000']);
    expect(stepMaterialList(one, { type: 'ADD', line: line('A') }, rules).error).toMatch(/already on the list/);
    expect(stepMaterialList(empty, { type: 'POST' }, rules).error).toBeTruthy();
    const posting = stepMaterialList(one, { type: 'POST' }, rules);
    expect(stepMaterialList(posting, { type: 'REMOVE', index: 0 }, rules).lines).toHaveLength(1);
    expect(stepMaterialList(posting, { type: 'FAILED', message: 'no' }, rules)).toMatchObject({ posting: false, error: 'no' });
    expect(stepMaterialList(posting, { type: 'POSTED', matDoc: '49' }, rules).result).toEqual({ matDoc: '49' });
    expect(stepMaterialList(one, { type: 'REMOVE', index: 0 }, rules).lines).toEqual([]);
  });
});
