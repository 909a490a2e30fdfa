import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, englishTranslator, setTranslatorSource } from '../../../shared/i18n';
import german from '../../../shared/i18n/locales/de.json' with { type: 'json' };
import english from '../../../shared/i18n/locales/en.json' with { type: 'json' };
import {
  buildReceiptRequest,
  initial,
  lineProblem,
  type ReceiptItemSource,
  type ReceiptLine,
  receivingLines,
  step,
} from './goods-receipt.flow';

const items: ReceiptItemSource[] = [
  {
    itemNo: 10,
    material: 'KBD-1',
    materialDescription: 'Keyboard',
    serialized: true,
    batchManaged: false,
    sloc: '0001',
    max: '5.000',
    closed: false,
  },
  {
    itemNo: 20,
    material: 'CBL-1',
    materialDescription: 'Cable',
    serialized: false,
    batchManaged: false,
    sloc: '0001',
    max: '10.500',
    closed: false,
  },
  {
    itemNo: 30,
    material: 'SPR-1',
    materialDescription: 'Part',
    serialized: false,
    batchManaged: true,
    sloc: '0001',
    max: '4.000',
    closed: false,
  },
  {
    itemNo: 40,
    material: 'MON-1',
    materialDescription: 'Monitor',
    serialized: true,
    batchManaged: false,
    sloc: '0001',
    max: '2.000',
    closed: true,
  },
];
const start = () => initial('PO', '4500000001', items, '2026-11-20');

describe('goods receipt flow', () => {
  it('reconciles a restored draft with the order: closed items leave it (with a message), the rest keep what was typed', () => {
    let s = initial('PO', '4500000001', items, '2026-11-23');
    s = step(s, { type: 'quantityChanged', itemNo: 20, value: '3' });
    s = step(s, { type: 'quantityChanged', itemNo: 30, value: '2' });
    // meanwhile item 20 was received in full elsewhere and item 30's maximum shrank
    const now = items.map((i) => (i.itemNo === 20 ? { ...i, closed: true } : i.itemNo === 30 ? { ...i, max: '1.000' } : i));
    const r = step(s, { type: 'orderLoaded', items: now });
    expect(r.lines.map((l) => l.itemNo)).toEqual(s.lines.filter((l) => l.itemNo !== 20).map((l) => l.itemNo));
    expect(r.lines.find((l) => l.itemNo === 30)).toMatchObject({ quantity: '2', max: '1.000' });
    expect(r.error).toBe('Item 20 of this order was received or closed since this receipt was started: it was taken off the receipt.');
    // the current maximum applies to what was typed
    expect(buildReceiptRequest(r).ok).toBe(false);
    // an unchanged order leaves the draft as it is (same object: no new attempt)
    expect(step(r, { type: 'orderLoaded', items: now })).toBe(r);
    // a posting in flight is never reconciled (a reload replays the same body)
    const posting = step(s, { type: 'postStarted' });
    expect(step(posting, { type: 'orderLoaded', items: now })).toBe(posting);
  });

  it('starts with the open items only, no quantities (the key is kept by usePosting)', () => {
    const s = start();
    expect(s.lines.map((l) => l.itemNo)).toEqual([10, 20, 30]);
    expect(s).toMatchObject({ status: 'editing', error: null, result: null });
    expect(buildReceiptRequest(s)).toEqual({ ok: false, error: 'Enter a quantity for at least one item.' });
  });

  it('takes the serial count as the quantity of a serialized item', () => {
    let s = step(start(), { type: 'quantityChanged', itemNo: 10, value: '5' });
    expect(buildReceiptRequest(s)).toEqual({ ok: false, error: 'Item 10: scan the serial numbers (0 of 5 captured).' });
    // a serialized material moves whole pieces (the material-line rules, src/shared/line-rules.ts)
    const fraction = step(s, { type: 'quantityChanged', itemNo: 10, value: '1.5' });
    expect(buildReceiptRequest(fraction)).toEqual({
      ok: false,
      error: 'Item 10: Material KBD-1 is serialized: the quantity must be a whole number.',
    });
    s = step(s, { type: 'serialsCaptured', itemNo: 10, serials: ['S1', 'S2', 'S3'] });
    expect(s.lines[0]?.quantity).toBe('3');
    const built = buildReceiptRequest(s);
    expect(built).toEqual({
      ok: true,
      body: {
        purchaseOrderNo: '4500000001',
        postingDate: '2026-11-20',
        items: [{ itemNo: 10, quantity: '3', sloc: '0001', serials: ['S1', 'S2', 'S3'] }],
      },
    });
    const tooMany = step(s, { type: 'serialsCaptured', itemNo: 10, serials: ['1', '2', '3', '4', '5', '6'] });
    expect(buildReceiptRequest(tooMany)).toEqual({ ok: false, error: 'Item 10: 6 is more than the 5 that may still be received.' });
  });

  it('checks quantities, batches and the maximum; builds header fields; STO uses the bill of lading', () => {
    let s = step(start(), { type: 'quantityChanged', itemNo: 20, value: '10.6' });
    expect(buildReceiptRequest(s)).toEqual({ ok: false, error: 'Item 20: 10.6 is more than the 10.5 that may still be received.' });
    s = step(s, { type: 'quantityChanged', itemNo: 20, value: 'abc' });
    expect(buildReceiptRequest(s).ok).toBe(false);
    s = step(s, { type: 'quantityChanged', itemNo: 20, value: '10.5' });
    s = step(s, { type: 'quantityChanged', itemNo: 30, value: '2' });
    expect(buildReceiptRequest(s)).toEqual({ ok: false, error: 'Item 30: material SPR-1 is batch-managed: enter a batch.' });
    s = step(s, { type: 'batchChanged', itemNo: 30, value: 'b2401' });
    s = step(s, { type: 'slocChanged', itemNo: 20, value: '0002' });
    s = step(s, { type: 'referenceChanged', value: 'DN-9' });
    s = step(s, { type: 'headerTextChanged', value: ' dock 3 ' });
    expect(receivingLines(s).map((l) => l.itemNo)).toEqual([20, 30]);
    expect(buildReceiptRequest(s)).toEqual({
      ok: true,
      body: {
        purchaseOrderNo: '4500000001',
        postingDate: '2026-11-20',
        headerText: 'dock 3',
        deliveryNote: 'DN-9',
        items: [
          { itemNo: 20, quantity: '10.5', sloc: '0002' },
          { itemNo: 30, quantity: '2', sloc: '0001', batch: 'B2401' },
        ],
      },
    });
    const sto = step(step(initial('STO', '4700000001', items, '2026-11-20'), { type: 'quantityChanged', itemNo: 20, value: '1' }), {
      type: 'referenceChanged',
      value: 'BOL-1',
    });
    expect(buildReceiptRequest(sto)).toMatchObject({ ok: true, body: { stoNumber: '4700000001', billOfLading: 'BOL-1' } });
  });

  it('ignores edits while posting and after posting; a failure keeps the lines and the key for the retry', () => {
    let s = step(start(), { type: 'quantityChanged', itemNo: 20, value: '1' });
    s = step(s, { type: 'postStarted' });
    expect(s.status).toBe('posting');
    expect(step(s, { type: 'quantityChanged', itemNo: 20, value: '9' }).lines[1]?.quantity).toBe('1');
    expect(step(s, { type: 'postStarted' })).toBe(s);
    const failed = step(s, { type: 'postFailed', error: 'The server could not be reached.' });
    // the key stays with usePosting (use-posting.test.tsx): the same body after a failure keeps it
    expect(failed).toMatchObject({ status: 'failed', error: 'The server could not be reached.' });
    const retry = step(failed, { type: 'postStarted' });
    const posted = step(retry, {
      type: 'postSucceeded',
      result: { matDoc: '4900000123', transferOrder: null, grBin: null, putawayWarning: null, replayed: false },
    });
    expect(posted.status).toBe('posted');
    expect(step(posted, { type: 'quantityChanged', itemNo: 20, value: '2' })).toBe(posted);
    expect(step(posted, { type: 'postStarted' })).toBe(posted);
  });
});

describe('goods receipt flow in German', () => {
  afterEach(() => setTranslatorSource(() => englishTranslator));

  it('reads "10,5" as 10.5, the scanner\'s "10.5" too, and says in German what it cannot read', () => {
    setTranslatorSource(() => createTranslator('de', 'de-DE', { ...english, ...german }));
    const typed = step(start(), { type: 'quantityChanged', itemNo: 20, value: '10,5' });
    expect(buildReceiptRequest(typed)).toMatchObject({ ok: true, body: { items: [{ itemNo: 20, quantity: '10.5' }] } });
    const scanned = step(start(), { type: 'quantityChanged', itemNo: 20, value: '10.5' });
    expect(buildReceiptRequest(scanned)).toMatchObject({ ok: true, body: { items: [{ itemNo: 20, quantity: '10.5' }] } });
    const tooMuch = step(start(), { type: 'quantityChanged', itemNo: 20, value: '10,6' });
    expect(lineProblem(tooMuch.lines[1] as ReceiptLine)).toContain('10,6');
    const wrong = step(start(), { type: 'quantityChanged', itemNo: 20, value: '1,2,3' });
    const refused = buildReceiptRequest(wrong);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toContain('20');
    expect(!refused.ok && refused.error).toContain('„1,2,3“ ist keine Zahl, die dieses Feld lesen kann: schreiben Sie sie wie 1,5.');
  });
});
