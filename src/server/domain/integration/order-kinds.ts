import type { OrderKind, OrderRow } from '../../../shared/contracts/integration/rows';
import { companyCodeRef, plantRef } from './master-kinds';
import type { PlantScopeSpec } from './plant-scope';
import { type Ref, ref } from './set-sql';
import type { Term } from './terms';

/**
 * Purchase, stock transport and sales orders as data for the one order upsert: header and item
 * tables, their columns, the quantity already received/issued/delivered (a change never goes below
 * it) and the references of a document.
 */
type Item<R> = R extends { items: (infer I)[] } ? I : never;

export interface OrderSpec<R> {
  what: Term;
  header: { table: string; key: string; columns(doc: R): Record<string, unknown> };
  item: { table: string; columns(doc: R, item: Item<R>): Record<string, unknown> };
  /** SQL of the quantity already done on an item row, and what the message calls it */
  done: { sql: string; what: Term };
  refs: Ref<R>[];
  /** the plants a document writes: its own, and those of the stored document it changes */
  plants: PlantScopeSpec<R>;
}

const materials = <R extends { items: { material: string }[] }>(): Ref<R> => ({
  what: 'Material',
  table: 'material',
  columns: ['material_id'],
  of: (doc) => doc.items.map((item, i) => ({ field: `items.${i}.material`, key: [item.material] })),
});
const slocs = <R extends { items: object[] }>(field: string, plant: (doc: R) => string, sloc: (item: Item<R>) => string): Ref<R> => ({
  what: 'Storage location',
  table: 'storage_location',
  columns: ['plant_id', 'sloc_id'],
  of: (doc) => doc.items.map((item, i) => ({ field: `items.${i}.${field}`, key: [plant(doc), sloc(item as Item<R>)] })),
});

const line = (
  item: { item: number; material: string; quantity: string; deliveryDate: string; cancelled?: boolean | undefined },
  closed?: boolean,
) => ({
  item_no: item.item,
  material_id: item.material,
  quantity: item.quantity,
  delivery_date: item.deliveryDate,
  closed: (closed ?? false) || (item.cancelled ?? false),
});

type Specs = { [K in OrderKind]: OrderSpec<OrderRow<K>> };

export const orderKinds: Specs = {
  'purchase-orders': {
    what: 'Purchase order',
    header: {
      table: 'purchase_order',
      key: 'po_number',
      columns: (d) => ({
        po_number: d.number,
        vendor_id: d.vendor,
        plant_id: d.plant,
        company_code: d.companyCode,
        document_date: d.documentDate,
      }),
    },
    item: {
      table: 'purchase_order_item',
      columns: (d, i) => ({
        po_number: d.number,
        ...line(i, d.closed),
        plant_id: d.plant,
        sloc_id: i.sloc,
        over_tolerance_pct: i.overTolerancePct ?? '0',
      }),
    },
    done: { sql: 'received_qty', what: 'received' },
    plants: {
      places: (d) => [{ field: 'plant', plant: d.plant }],
      stored: { field: 'number', key: (d) => d.number, table: 'purchase_order', keyColumn: 'po_number', plantColumns: ['plant_id'] },
    },
    refs: [
      ref('Vendor', 'vendor', 'vendor', 'vendor_id', (d) => d.vendor),
      plantRef(),
      companyCodeRef(),
      materials(),
      slocs(
        'sloc',
        (d) => d.plant,
        (i) => i.sloc,
      ),
    ],
  },
  'stock-transport-orders': {
    what: 'Stock transport order',
    header: {
      table: 'stock_transport_order',
      key: 'sto_number',
      columns: (d) => ({
        sto_number: d.number,
        supplying_plant: d.supplyingPlant,
        receiving_plant: d.receivingPlant,
        document_date: d.documentDate,
      }),
    },
    item: {
      table: 'stock_transport_order_item',
      columns: (d, i) => ({ sto_number: d.number, ...line(i, d.closed), supplying_sloc: i.supplyingSloc, receiving_sloc: i.receivingSloc }),
    },
    done: { sql: 'greatest(issued_qty, received_qty)', what: 'issued' },
    plants: {
      places: (d) => [
        { field: 'supplyingPlant', plant: d.supplyingPlant },
        { field: 'receivingPlant', plant: d.receivingPlant },
      ],
      stored: {
        field: 'number',
        key: (d) => d.number,
        table: 'stock_transport_order',
        keyColumn: 'sto_number',
        plantColumns: ['supplying_plant', 'receiving_plant'],
      },
    },
    refs: [
      ref('Plant', 'supplyingPlant', 'plant', 'plant_id', (d) => d.supplyingPlant),
      ref('Plant', 'receivingPlant', 'plant', 'plant_id', (d) => d.receivingPlant),
      materials(),
      slocs(
        'supplyingSloc',
        (d) => d.supplyingPlant,
        (i) => i.supplyingSloc,
      ),
      slocs(
        'receivingSloc',
        (d) => d.receivingPlant,
        (i) => i.receivingSloc,
      ),
    ],
  },
  'sales-orders': {
    what: 'Sales order',
    header: {
      table: 'sales_order',
      key: 'sales_order_number',
      columns: (d) => ({
        sales_order_number: d.number,
        customer_number: d.customer,
        plant_id: d.plant,
        shipping_profile: d.shippingProfile ?? null,
        document_date: d.documentDate,
      }),
    },
    item: {
      table: 'sales_order_item',
      columns: (d, i) => ({ sales_order_number: d.number, ...line(i, d.closed), sloc_id: i.sloc }),
    },
    done: { sql: 'delivered_qty', what: 'delivered' },
    plants: {
      places: (d) => [{ field: 'plant', plant: d.plant }],
      stored: { field: 'number', key: (d) => d.number, table: 'sales_order', keyColumn: 'sales_order_number', plantColumns: ['plant_id'] },
    },
    refs: [
      ref('Customer', 'customer', 'customer', 'customer_number', (d) => d.customer),
      plantRef(),
      ref('Shipping profile', 'shippingProfile', 'shipping_profile', 'profile_id', (d) => d.shippingProfile),
      materials(),
      slocs(
        'sloc',
        (d) => d.plant,
        (i) => i.sloc,
      ),
    ],
  },
};
