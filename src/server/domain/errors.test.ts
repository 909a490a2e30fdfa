import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/request-language';
import { DomainError, itemError, lineError } from './errors';

describe('DomainError about an item', () => {
  it('prefixes "Item n:" once: a message that already names the item first is not prefixed again (issue 34 point 19)', () => {
    const closed = itemError(30, 'DELIVERY_ITEM_CLOSED', { order: 'sales order', number: '1900000001' });
    expect(closed.message).toBe('Item 30 of the sales order 1900000001 is closed.');
    expect(closed.details).toEqual({ item: 30 });
    const over = itemError(30, 'DELIVERY_OVER_OPEN', { order: 'sales order', number: '1', requested: '3', open: '2' });
    expect(over.message).toBe('Item 30 of the sales order 1: 3 requested, only 2 open for delivery.');
    const noStock = itemError(20, 'DELIVERY_PICK_STOCK', { sloc: '0001', available: '0', material: 'M1', requested: '1' });
    expect(noStock.message).toMatch(/^Item 20: storage location 0001 has/);
    expect(noStock.message).not.toMatch(/^Item 20: Item 20/);
  });

  it('still prefixes a message about something else', () => {
    expect(itemError(40, 'SERIAL_WHOLE_QUANTITY', { material: 'M1' }).message).toMatch(/^Item 40: /);
    expect(lineError(2, 'PICK_SHORT_REASON', { quantity: '3' }).message).toBe(
      'Item 2: Less than 3 picked: give the reason for the short pick.',
    );
    // item 3 is not item 30
    expect(new DomainError('DELIVERY_ITEM_CLOSED', { item: 30, order: 'sales order', number: '1' }, { item: 3 }).message).toBe(
      'Item 3: Item 30 of the sales order 1 is closed.',
    );
  });

  it('names the item once in German too, and keeps the code', () => {
    inLanguage('de', 'de', () => {
      const noStock = itemError(20, 'DELIVERY_PICK_STOCK', { sloc: '0001', available: '0', material: 'M1', requested: '1' });
      expect(noStock.message).toMatch(/^Position 20: Lagerort 0001 hat/);
      expect(noStock.message).not.toMatch(/^Position 20: Position 20/);
      expect(noStock.code).toBe('DELIVERY_PICK_STOCK');
      expect(itemError(40, 'SERIAL_WHOLE_QUANTITY', { material: 'M1' }).message).toBe(
        'Position 40: Material M1 ist serialnummernpflichtig: die Menge muss eine ganze Zahl sein.',
      );
      expect(new DomainError('DELIVERY_ITEM_CLOSED', { item: 30, order: 'Kundenauftrag', number: '1' }, { item: 3 }).message).toBe(
        'Position 3: Position 30 von Kundenauftrag 1 ist abgeschlossen.',
      );
    });
    // outside the call: English again
    expect(itemError(40, 'SERIAL_WHOLE_QUANTITY', { material: 'M1' }).message).toMatch(/^Item 40: /);
  });
});
