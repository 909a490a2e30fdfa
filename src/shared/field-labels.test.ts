import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asnPalletSchema, createAsnSchema } from './contracts/asn/schemas';
import { packHandlingUnitSchema } from './contracts/shipping/schemas';
import { internalPostingSchema } from './contracts/stock/schemas';
import { fieldLabel, humanizeKey, labelledProblem, pathKeys } from './field-labels';

describe('fieldLabel', () => {
  it('names a field by its label, array indexes as ordinal words of the element', () => {
    expect(fieldLabel(createAsnSchema, ['pallets', 0, 'sscc'])).toBe('SSCC of pallet 1');
    expect(fieldLabel(createAsnSchema, ['pallets', 1, 'cartons', 2, 'items', 0, 'quantity'])).toBe(
      'Quantity of item 1 of carton 3 of pallet 2',
    );
    expect(fieldLabel(createAsnSchema, ['pallets', 0, 'cartons', 0, 'items', 1, 'serials', 3])).toBe(
      'Serial 4 of item 2 of carton 1 of pallet 1',
    );
    expect(fieldLabel(packHandlingUnitSchema, ['grossWeight'])).toBe('Gross weight');
    expect(fieldLabel(packHandlingUnitSchema, ['lines', 1, 'quantity'])).toBe('Quantity of line 2');
    expect(fieldLabel(createAsnSchema, ['pallets', 0])).toBe('Pallet 1');
    expect(fieldLabel(internalPostingSchema, ['items', 1, 'quantity'])).toBe('Quantity of item 2');
    expect(fieldLabel(createAsnSchema, [])).toBeUndefined();
  });

  it('takes a title from the schema before the catalogue, also through optional and default', () => {
    const schema = z.object({
      port: z.number().default(9100).meta({ title: 'Printer port' }),
      stops: z.array(z.object({ eta: z.string().optional().meta({ title: 'Arrival time' }) }).meta({ title: 'Stop' })),
      sscc: z.string().meta({ title: 'Carton label' }).optional(),
    });
    expect(fieldLabel(schema, ['port'])).toBe('Printer port');
    expect(fieldLabel(schema, ['stops', 2, 'eta'])).toBe('Arrival time of stop 3');
    expect(fieldLabel(schema, ['sscc'])).toBe('Carton label');
    expect(fieldLabel(asnPalletSchema, ['cartons', 0, 'sscc'])).toBe('SSCC of carton 1');
  });

  it('without a schema: the catalogue, else the key in words; digits are indexes', () => {
    expect(fieldLabel(undefined, pathKeys('body.items.1.quantity'))).toBe('Quantity of item 2');
    expect(fieldLabel(undefined, pathKeys('/pallets/0/sscc'))).toBe('SSCC of pallet 1');
    expect(fieldLabel(undefined, pathKeys('querystring.plantId'))).toBe('Plant');
    expect(fieldLabel(undefined, ['shipmentNumbers', 4])).toBe('Shipment 5');
    expect(fieldLabel(undefined, ['boxes', 0, 'label'])).toBe('Label of box 1');
    expect(humanizeKey('grossWeight')).toBe('Gross weight');
    expect(humanizeKey('delivery_number')).toBe('Delivery number');
  });

  it('a problem reads label first, without naming the label twice', () => {
    expect(labelledProblem('SSCC of pallet 1', 'The SSCC check digit is wrong.')).toBe('SSCC of pallet 1: The SSCC check digit is wrong.');
    expect(labelledProblem('Port', 'Port is 1 to 65535.')).toBe('Port is 1 to 65535.');
    expect(labelledProblem(undefined, 'Required')).toBe('Required');
  });
});
