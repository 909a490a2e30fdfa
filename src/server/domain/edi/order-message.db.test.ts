import EdifactReader from 'edifact/reader.js';
import { XMLParser } from 'fast-xml-parser';
import { type X12Interchange, X12Parser } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { DOCK_POS } from '../../seed/dock';
import { databaseForFile } from '../../testing/db-test';
import { orderForMessage, orderMessage } from './order-message';

/** A purchase order written as ORDERS, 850 and cXML OrderRequest reads back (with the same libraries) as the order it is. */
const file = databaseForFile();
const PO = DOCK_POS[0] as string;

describe('outbound purchase orders', () => {
  it('round-trips through ORDERS, 850 and OrderRequest', async () => {
    const order = await orderForMessage(file.database.db, PO);
    const lines = order.items.map((i) => [String(i.itemNo), i.material, String(Number(i.quantity)), i.deliveryDate.replaceAll('-', '')]);
    expect(lines).toHaveLength(2);

    const orders = new EdifactReader({ autoDetectEncoding: true }).parse(orderMessage('EDIFACT', order, 7, false));
    const unh = orders.findIndex((s) => s.name === 'UNH');
    const unt = orders.find((s) => s.name === 'UNT');
    expect(Number(unt?.elements[0]?.[0])).toBe(orders.findIndex((s) => s.name === 'UNT') - unh + 1);
    expect(orders.find((s) => s.name === 'BGM')?.elements).toEqual([['220'], [PO], ['9']]);
    const edifactLines = orders
      .map((s, i) => [s, i] as const)
      .filter(([s]) => s.name === 'LIN')
      .map(([s, i]) => [
        s.elements[0]?.[0],
        orders[i + 1]?.elements[1]?.[0],
        orders[i + 3]?.elements[0]?.[1],
        orders[i + 4]?.elements[0]?.[1],
      ]);
    expect(edifactLines).toEqual(lines);
    expect(orderMessage('EDIFACT', order, 8, true)).toContain(`BGM+230+${PO}+9'`);

    const x12 = new X12Parser(true).parse(orderMessage('X12', order, 9, false)) as X12Interchange;
    const tx = x12.functionalGroups[0]?.transactions[0];
    expect(tx?.header.elements[0]?.value).toBe('850');
    const segs = tx?.segments ?? [];
    expect(
      segs
        .find((s) => s.tag === 'BEG')
        ?.elements.map((e) => e.value)
        .slice(0, 3),
    ).toEqual(['00', 'SA', PO]);
    const x12Lines = segs
      .map((s, i) => [s, i] as const)
      .filter(([s]) => s.tag === 'PO1')
      .map(([s, i]) => [s.elements[0]?.value, s.elements[6]?.value, s.elements[1]?.value, segs[i + 2]?.elements[1]?.value]);
    expect(x12Lines).toEqual(lines);

    const xml = orderMessage('CXML', order, 10, true);
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">');
    const cxml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseAttributeValue: false,
      parseTagValue: false,
      isArray: (n) => n === 'ItemOut',
    }).parse(xml);
    const request = cxml.cXML.Request.OrderRequest;
    expect(request.OrderRequestHeader['@_orderID']).toBe(PO);
    expect(request.OrderRequestHeader['@_type']).toBe('update');
    expect(
      request.ItemOut.map((i: Record<string, string & { SupplierPartID: string }>) => [
        i['@_lineNumber'],
        (i.ItemID as unknown as { SupplierPartID: string }).SupplierPartID,
        i['@_quantity'],
        String(i['@_requestedDeliveryDate']).replaceAll('-', ''),
      ]),
    ).toEqual(lines);
  });
});
