import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPES, reversedBy } from '../../db/configuration';
import { MOVEMENT_RULES, movementRule, referenceEffect, sourceOf } from './movement-types';

describe('movement-type rules', () => {
  const seeded = new Map(MOVEMENT_TYPES.map(({ type }) => [type, reversedBy(type)]));

  it('cover exactly the configured movement types', () => {
    expect(Object.keys(MOVEMENT_RULES).sort()).toEqual([...seeded.keys()].sort());
  });

  it('reverse odd types with type + 1, and the category pairs with each other', () => {
    for (const rule of Object.values(MOVEMENT_RULES)) {
      if (rule.reversalOnly) {
        expect(rule.reversal).toBeNull();
        continue;
      }
      const reversal = rule.reversal as string;
      expect(seeded.has(reversal)).toBe(true);
      if (seeded.get(reversal) === rule.type) expect(Number(reversal)).toBe(Number(rule.type) + 1);
      if (movementRule(reversal)?.reversalOnly) expect(seeded.get(reversal)).toBe(rule.type);
    }
    expect(movementRule('343')?.reversal).toBe('344');
    expect(movementRule('344')?.reversal).toBe('343');
    expect(movementRule('999')?.reversal).toBe('999');
  });

  it('takes a goods receipt from the vendor for a PO and from transit for an STO', () => {
    const gr = movementRule('101');
    expect(gr && sourceOf(gr, 'PO')).toBe('VENDOR');
    expect(gr && sourceOf(gr, 'STO')).toBe('TRANSIT');
    expect(referenceEffect('101', 'PO')).toEqual({ field: 'received', sign: 1 });
    expect(referenceEffect('642', 'STO')).toEqual({ field: 'issued', sign: -1 });
    expect(movementRule('toString')).toBeUndefined();
  });

  it('returns to vendor: 122 and 161 take from the order item received and add to the delivery item issued, their reversals undo it', () => {
    expect(movementRule('161')).toMatchObject({ from: 'POSITION', to: 'VENDOR', needs: { vendor: true }, reversal: '162' });
    expect(movementRule('122')?.references).toContain('DLV');
    for (const [type, sign] of [
      ['122', -1],
      ['161', -1],
      ['123', 1],
      ['162', 1],
    ] as const) {
      expect(referenceEffect(type, 'PO')).toEqual({ field: 'received', sign });
      expect(referenceEffect(type, 'DLV')).toEqual({ field: 'issued', sign: -sign });
    }
  });
});
