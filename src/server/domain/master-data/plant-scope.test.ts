import { describe, expect, it } from 'vitest';
import { inPlantScope, isEmptyScope, limitToPlants } from './viewer';

describe('the plant scope of a list or a read', () => {
  it('holds a plant when the scope is all or names it', () => {
    expect(inPlantScope('all', '1000')).toBe(true);
    expect(inPlantScope(['1000'], '1000')).toBe(true);
    expect(inPlantScope(['1000'], '2000')).toBe(false);
    expect(inPlantScope(['1000'], null)).toBe(false);
    expect(inPlantScope([], '1000')).toBe(false);
    expect([isEmptyScope([]), isEmptyScope(['1000']), isEmptyScope('all')]).toEqual([true, false, false]);
  });

  it('limits a query by one column; an empty scope matches nothing, all leaves it alone', () => {
    const calls: unknown[][] = [];
    const query = {
      where(...args: unknown[]) {
        calls.push(args);
        return query;
      },
    };
    expect(limitToPlants(query, 'd.plant_id', 'all')).toBe(query);
    limitToPlants(query, 'd.plant_id', ['1000', '2000']);
    limitToPlants(query, 'd.plant_id', []);
    expect(calls).toEqual([
      ['d.plant_id', 'in', ['1000', '2000']],
      ['d.plant_id', 'in', ['']],
    ]);
  });
});
