import { describe, expect, it } from 'vitest';
import { initial, type PackState, packedSerials, packRequest, ssccOf, step } from './pack.flow';

const items = [
  { material: 'MAT-A', serialized: false, serials: [] },
  { material: 'MAT-S', serialized: true, serials: ['SN1', 'SN2'] },
];
const scan = (s: PackState, ...texts: string[]) => texts.reduce((acc, text) => step(acc, { type: 'scanned', text }), s);

describe('pack flow', () => {
  it('collects materials with quantities, serials and SSCCs, then closes with packaging and weight', () => {
    let s = scan(initial('8000000001', items), 'mat-a', '3', 'MAT-A', '1.5', 'SN1', 'SN2', '(00)340123450000000017');
    expect(s.lines).toEqual([
      { material: 'MAT-A', quantity: '4.5', serials: [] },
      { material: 'MAT-S', quantity: '2', serials: ['SN1', 'SN2'] },
    ]);
    expect(s.handlingUnits).toEqual(['340123450000000017']);
    expect(packRequest(s)).toBeNull();
    s = step(s, { type: 'close' });
    expect(s.step).toBe('close');
    expect(s.packagingMaterial).toBe('PALLET');
    s = step(step(s, { type: 'setPackaging', value: 'crate' }), { type: 'setWeight', value: '12.5' });
    expect(packRequest(s)).toEqual({
      deliveryNumber: '8000000001',
      packagingMaterial: 'CRATE',
      grossWeight: '12.5',
      lines: [
        { material: 'MAT-A', quantity: '4.5' },
        { material: 'MAT-S', quantity: '2', serials: ['SN1', 'SN2'] },
      ],
      handlingUnits: ['340123450000000017'],
    });
    s = step(step(s, { type: 'postStarted' }), { type: 'postFailed', error: 'too much' });
    expect(s).toMatchObject({ step: 'close', error: 'too much' });
  });

  it('refuses what is not on the delivery, a serial twice, a bad quantity and closing an empty HU', () => {
    const s = initial('8000000001', items);
    expect(scan(s, 'OTHER').error).toContain('no material, picked serial or SSCC');
    expect(scan(s, 'SN1', 'sn1').error).toBe('Serial already entered');
    expect(scan(s, 'MAT-S').error).toContain('serialized');
    expect(scan(s, 'MAT-A', '-1').step).toBe('quantity');
    expect(step(s, { type: 'close' }).error).toBe('Scan something to pack first.');
    expect(step(scan(s, 'MAT-A'), { type: 'stepBack' }).step).toBe('content');
  });

  it('takes one packed serial back, or the last one, also from the close step (issue 34 point 4)', () => {
    const three = [{ material: 'MAT-S', serialized: true, serials: ['SN1', 'SN2', 'SN3'] }];
    let s = scan(initial('8000000001', three), 'SN1', 'SN2', 'SN3');
    expect(packedSerials(s)).toEqual(['SN1', 'SN2', 'SN3']);
    s = step(s, { type: 'unscan', serial: 'SN2' });
    expect(s.lines).toEqual([{ material: 'MAT-S', quantity: '2', serials: ['SN1', 'SN3'] }]);
    s = step(step(s, { type: 'close' }), { type: 'unscan', serial: 'SN3' });
    expect(s).toMatchObject({ step: 'content', lines: [{ material: 'MAT-S', quantity: '1', serials: ['SN1'] }] });
    s = step(s, { type: 'unscan', serial: 'SN1' });
    expect(s.lines).toEqual([]);
    expect(step(s, { type: 'refused', error: 'Serial SN9 was not picked for delivery 8000000001.' }).error).toContain('SN9');
  });

  it('reads an SSCC with or without its AI', () => {
    expect(ssccOf('00340123450000000017')).toBe('340123450000000017');
    expect(ssccOf('340123450000000017')).toBe('340123450000000017');
    expect(ssccOf('3401234500000000')).toBeNull();
  });
});
