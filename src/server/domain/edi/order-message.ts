import { type Kysely, sql } from 'kysely';
import type { EdiFormat } from '../../../shared/contracts/edi/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { cxmlDocument } from './cxml';
import { edifactInterchange } from './edifact';
import { x12Interchange } from './x12';

/**
 * A purchase order as the supplier's system reads it: EDIFACT ORDERS (D.96A; BGM 220 new, 230 a
 * change), X12 850 (BEG 00 original, 05 replace) or cXML OrderRequest (type new / update), written
 * with the same libraries the readers use. Sending them (on creation and change, through the SSRF
 * guard and the webhook delivery loop) is not wired yet.
 */
export interface OrderForMessage {
  poNumber: string;
  vendor: string;
  plant: string;
  documentDate: string;
  items: { itemNo: number; material: string; description: string; unit: string; quantity: string; deliveryDate: string }[];
}

export async function orderForMessage(db: Kysely<DB>, poNumber: string): Promise<OrderForMessage> {
  const po = await db
    .selectFrom('purchase_order')
    .select(['po_number', 'vendor_id', 'plant_id', sql<string>`document_date::text`.as('document_date')])
    .where('po_number', '=', poNumber)
    .executeTakeFirst();
  if (!po) throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: poNumber });
  const items = await db
    .selectFrom('purchase_order_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select([
      'i.item_no',
      'i.material_id',
      'm.description',
      'm.base_unit',
      'i.quantity',
      sql<string>`i.delivery_date::text`.as('delivery_date'),
    ])
    .where('i.po_number', '=', poNumber)
    .orderBy('i.item_no')
    .execute();
  return {
    poNumber: po.po_number,
    vendor: po.vendor_id,
    plant: po.plant_id,
    documentDate: po.document_date.slice(0, 10),
    items: items.map((i) => ({
      itemNo: i.item_no,
      material: i.material_id,
      description: i.description,
      unit: i.base_unit,
      quantity: i.quantity,
      deliveryDate: i.delivery_date.slice(0, 10),
    })),
  };
}

const compact = (day: string) => day.replaceAll('-', '');
const plainNumber = (q: string) => q.replace(/\.?0+$/, '') || '0';

export function orderMessage(
  format: Exclude<EdiFormat, 'CSV'>,
  order: OrderForMessage,
  control: number,
  change: boolean,
  now?: Date,
): string {
  switch (format) {
    case 'EDIFACT':
      return edifactInterchange({
        sender: 'PORTAL',
        receiver: order.vendor,
        interchangeRef: `O${control}`,
        messageType: ['ORDERS', 'D', '96A', 'UN', 'EAN008'],
        body: [
          ['BGM', change ? '230' : '220', order.poNumber, '9'],
          ['DTM', ['137', compact(order.documentDate), '102']],
          ['NAD', 'BY', [order.plant, '', '92']],
          ['NAD', 'SU', [order.vendor, '', '92']],
          ...order.items.flatMap((i) => [
            ['LIN', String(i.itemNo)],
            ['PIA', '5', [i.material, 'SA']],
            ['IMD', 'F', '', ['', '', '', i.description]],
            ['QTY', ['21', plainNumber(i.quantity), i.unit]],
            ['DTM', ['2', compact(i.deliveryDate), '102']],
          ]),
          ['UNS', 'S'],
          ['CNT', ['2', String(order.items.length)]],
        ],
        ...(now ? { now } : {}),
      });
    case 'X12':
      return x12Interchange({
        sender: 'PORTAL',
        receiver: order.vendor,
        control,
        functionalId: 'PO',
        version: '004010',
        transactionType: '850',
        segments: [
          ['BEG', [change ? '05' : '00', 'SA', order.poNumber, '', compact(order.documentDate)]],
          ['N1', ['ST', order.plant, '92', order.plant]],
          ...order.items.flatMap(
            (i) =>
              [
                ['PO1', [String(i.itemNo), plainNumber(i.quantity), i.unit, '', '', 'VP', i.material]],
                ['PID', ['F', '', '', '', i.description]],
                ['DTM', ['002', compact(i.deliveryDate)]],
              ] as [string, string[]][],
          ),
          ['CTT', [String(order.items.length)]],
        ],
        ...(now ? { now } : {}),
      });
    case 'CXML':
      return cxmlDocument(
        {
          Header: {
            From: { Credential: { '@_domain': 'NetworkID', Identity: 'PORTAL' } },
            To: { Credential: { '@_domain': 'VendorID', Identity: order.vendor } },
            Sender: { Credential: { '@_domain': 'NetworkID', Identity: 'PORTAL' }, UserAgent: 'Supplier Portal' },
          },
          Request: {
            OrderRequest: {
              OrderRequestHeader: {
                '@_orderID': order.poNumber,
                '@_orderDate': order.documentDate,
                '@_type': change ? 'update' : 'new',
                ShipTo: { Address: { '@_addressID': order.plant, Name: { '@_xml:lang': 'en', '#text': order.plant } } },
              },
              ItemOut: order.items.map((i) => ({
                '@_lineNumber': String(i.itemNo),
                '@_quantity': plainNumber(i.quantity),
                '@_requestedDeliveryDate': i.deliveryDate,
                ItemID: { SupplierPartID: i.material },
                ItemDetail: { Description: { '@_xml:lang': 'en', '#text': i.description }, UnitOfMeasure: i.unit },
              })),
            },
          },
        },
        { payloadId: `${order.poNumber}.${control}@supplier-portal`, dtdFile: 'cXML.dtd', ...(now ? { now } : {}) },
      );
  }
}
