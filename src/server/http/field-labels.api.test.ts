import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../shared/gs1';
import { appForFile } from '../testing/api-test';

/**
 * A refused field is named by its label in the message the user reads ("SSCC of pallet 1: ..."),
 * its path stays in `details.field` for API callers.
 */
const api = appForFile(['whfra', 'supplier'] as const);
const W = '/supplier/api/warehouse';
const S = '/supplier/api/supplier';
const wrongCheckDigit = () => {
  const body = '09999999000000777';
  return `${body}${(gs1CheckDigit(body) + 1) % 10}`;
};

describe('validation errors name the field by its label', () => {
  it('an SSCC of a pallet: label with the ordinal in the message, the path in details.field', async () => {
    const res = await api.supplier.inject({
      method: 'POST',
      url: `${S}/asns`,
      payload: {
        purchaseOrderNo: '4517000002',
        shipDate: '2026-12-01',
        pallets: [{ sscc: wrongCheckDigit(), cartons: [{ items: [{ itemNo: 10, quantity: '1' }] }] }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/^SSCC of pallet 1: .*check digit/),
      details: { field: 'body.pallets.0.sscc' },
      requestId: expect.any(String),
    });
  });

  it('a quantity of a line and a gross weight of a handling unit', async () => {
    const pack = (body: Record<string, unknown>) =>
      api.whfra.inject({
        method: 'POST',
        url: `${W}/handling-units`,
        payload: { deliveryNumber: '8000000001', packagingMaterial: 'carton', ...body },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    const line = await pack({
      lines: [
        { material: 'SHIP-CABLE-01', quantity: '1' },
        { material: 'SHIP-CABLE-01', quantity: 'x' },
      ],
    });
    expect(line.statusCode).toBe(400);
    expect(line.json().details).toEqual({ field: 'body.lines.1.quantity' });
    expect(line.json().message).toMatch(/^Quantity of line 2: /);
    const weight = await pack({ grossWeight: '-1', lines: [{ material: 'SHIP-CABLE-01', quantity: '1' }] });
    expect(weight.statusCode).toBe(400);
    expect(weight.json().details).toEqual({ field: 'body.grossWeight' });
    expect(weight.json().message).toMatch(/^Gross weight: /);
  });

  it('a query parameter and text the input guard refuses', async () => {
    const limit = await api.whfra.inject({ method: 'GET', url: `${W}/deliveries?pageSize=0` });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().details).toEqual({ field: 'querystring.pageSize' });
    expect(limit.json().message).toMatch(/^Page size/);
    const control = await api.whfra.inject({ method: 'GET', url: `${W}/deliveries?orderNumber=a%00b` });
    expect(control.statusCode).toBe(400);
    expect(control.json().details).toEqual({ field: 'querystring.orderNumber' });
    expect(control.json().message).toBe('Order number holds characters that are not allowed (control characters or broken Unicode).');
  });
});

describe('validation errors in the caller’s language', () => {
  const german = { 'accept-language': 'de-DE,de;q=0.9' };

  it('a German caller reads the label and the problem in German, with the same code and details.field', async () => {
    const payload = {
      purchaseOrderNo: '4517000002',
      shipDate: '2026-12-01',
      pallets: [{ sscc: wrongCheckDigit(), cartons: [{ items: [{ itemNo: 10, quantity: '1' }] }] }],
    };
    const english = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload });
    const res = await api.supplier.inject({ method: 'POST', url: `${S}/asns`, payload, headers: german });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(english.json().code);
    expect(res.json().details).toEqual(english.json().details);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'body.pallets.0.sscc' } });
    expect(res.json().message).toBe('SSCC, Palette 1: Die Prüfziffer der SSCC ist falsch.');
    expect(english.json().message).toMatch(/^SSCC of pallet 1: The SSCC check digit is wrong\./);
  });

  it('a quantity, a query parameter, zod’s own message and the input guard in German', async () => {
    const line = await api.whfra.inject({
      method: 'POST',
      url: `${W}/handling-units`,
      payload: { deliveryNumber: '8000000001', packagingMaterial: 'carton', lines: [{ material: 'SHIP-CABLE-01', quantity: 'x' }] },
      headers: { ...german, 'idempotency-key': crypto.randomUUID() },
    });
    expect(line.statusCode).toBe(400);
    expect(line.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'body.lines.0.quantity' } });
    expect(line.json().message).toContain('Menge, Zeile 1: Die Menge muss eine Zahl wie 12 oder 12.5 sein');

    const limit = await api.whfra.inject({ method: 'GET', url: `${W}/deliveries?pageSize=0`, headers: german });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'querystring.pageSize' } });
    // zod's own message (no message of ours on this check), in zod's German
    expect(limit.json().message).toMatch(/^Seitengröße: Zu klein: /);

    const unknown = await api.whfra.inject({
      method: 'POST',
      url: `${W}/handling-units`,
      payload: { deliveryNumber: '8000000001', packagingMaterial: 'carton', surprise: 1 },
      headers: { ...german, 'idempotency-key': crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_INPUT');
    expect(unknown.json().message).toContain('Unbekannter Schlüssel');

    const control = await api.whfra.inject({ method: 'GET', url: `${W}/deliveries?orderNumber=a%00b`, headers: german });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'querystring.orderNumber' } });
    expect(control.json().message).toContain('Auftragsnummer enthält unzulässige Zeichen (Steuerzeichen oder fehlerhaftes Unicode).');
  });
});
