import { z } from 'zod';
import { type MasterKind, type OrderKind, openingStockLine, orderSchemas, rowSchemas } from './rows';
import { openingStockBody } from './schemas';

/**
 * What the API document shows of the integration batches: one body schema per kind (the route takes
 * any kind's rows as `unknown` and checks them row by row, so a refused batch names every row), and
 * examples a reader can send as they are. Tests parse every example with the schemas the server uses.
 */
const MAX_DOCUMENTED_ROWS = 10_000;

// null as the route's own schema takes it (and refuses it as an empty batch, as []): release 0.1.0 documented it
const batchOf = (row: z.ZodType, what: string) =>
  z
    .array(row)
    .max(MAX_DOCUMENTED_ROWS)
    .nullable()
    .meta({
      description: `Up to ${MAX_DOCUMENTED_ROWS} ${what} as a JSON array, or any number as NDJSON (one a line); null, as [], is refused as an empty batch.`,
    });

export const masterDataBodies = Object.fromEntries(
  Object.entries(rowSchemas).map(([kind, row]) => [kind, batchOf(row, `${kind} rows`)]),
) as unknown as Record<MasterKind, z.ZodType>;

export const orderBodies = Object.fromEntries(
  Object.entries(orderSchemas).map(([kind, row]) => [kind, batchOf(row, `${kind} (one document with its items a row)`)]),
) as unknown as Record<OrderKind, z.ZodType>;

/** Opening stock: the lines as the posting checks them (line by line, every error named by its row). */
export const openingStockDocumented = openingStockBody.extend({ lines: z.array(openingStockLine).min(1).max(5000) });

/** One row per kind, in the order of loading: together they load a plant with a warehouse, a material and its orders. */
export const rowExamples: Record<MasterKind | OrderKind, Record<string, unknown>> = {
  'company-codes': { companyCode: 'DE01', name: 'Example GmbH', country: 'DE', currency: 'EUR' },
  plants: { plant: '1000', name: 'Frankfurt DC', companyCode: 'DE01', country: 'DE', city: 'Frankfurt', timezone: 'Europe/Berlin' },
  warehouses: { warehouse: 'FRA', name: 'Frankfurt warehouse', plant: '1000' },
  'storage-locations': { plant: '1000', sloc: '0001', name: 'Main store', warehouse: 'FRA' },
  'storage-types': { warehouse: 'FRA', storageType: 'RCK', name: 'Rack', role: 'RACK' },
  'bin-types': { warehouse: 'FRA', binType: 'P1', description: 'Pallet place' },
  bins: { warehouse: 'FRA', bin: 'R01-01-1', storageType: 'RCK', binType: 'P1', capacity: '100' },
  'material-groups': { materialGroup: 'CABL', description: 'Cables' },
  materials: {
    material: 'M-100',
    description: 'USB-C cable',
    materialType: 'HAWA',
    materialGroup: 'CABL',
    baseUnit: 'EA',
    gtins: ['4012345000017'],
    plants: [{ plant: '1000', defaultSloc: '0001' }],
  },
  vendors: { vendor: 'V100001', name: 'Cable Works Ltd', country: 'GB', city: 'Leeds', email: 'orders@cableworks.example' },
  customers: { customer: 'C200001', name: 'Metro Telecom', country: 'DE', city: 'Berlin' },
  'cost-centers': { costCenter: 'CC-4711', companyCode: 'DE01', description: 'Field service' },
  carriers: { carrier: 'DHL', name: 'DHL Freight' },
  'shipping-profiles': { profile: 'DHL-STD', name: 'DHL standard', carrier: 'DHL', service: 'Standard', shippingPoint: '1000' },
  'purchase-orders': {
    number: '4500009001',
    vendor: 'V100001',
    plant: '1000',
    companyCode: 'DE01',
    documentDate: '2026-11-20',
    items: [{ item: 10, material: 'M-100', sloc: '0001', quantity: '50', deliveryDate: '2026-12-01' }],
  },
  'stock-transport-orders': {
    number: '5000000101',
    supplyingPlant: '1000',
    receivingPlant: '2000',
    documentDate: '2026-11-20',
    items: [{ item: 10, material: 'M-100', supplyingSloc: '0001', receivingSloc: '0001', quantity: '5', deliveryDate: '2026-12-02' }],
  },
  'sales-orders': {
    number: '0010000501',
    customer: 'C200001',
    plant: '1000',
    shippingProfile: 'DHL-STD',
    documentDate: '2026-11-20',
    items: [{ item: 10, material: 'M-100', sloc: '0001', quantity: '2', deliveryDate: '2026-12-03' }],
  },
};

/** The example body of a kind's batch and its answer. */
export const batchExamples = Object.fromEntries(
  Object.entries(rowExamples).map(([kind, row]) => [kind, { body: [row], response: { kind, rows: 1, written: 1, dryRun: false } }]),
);

export const openingStockExample = {
  body: {
    lines: [
      { material: 'M-100', plant: '1000', sloc: '0001', bin: 'R01-01-1', quantity: '25' },
      { material: 'MON-27', plant: '1000', sloc: '0001', bin: 'R01-01-1', quantity: '2', serials: ['SN-0001', 'SN-0002'] },
    ],
  },
  response: {
    matDoc: '4900000123',
    postingDate: '2026-11-23',
    documentDate: '2026-11-23',
    itemCount: 2,
    reversalOf: null,
    createdEquipment: 2,
  },
};

export const stockExample = {
  response: {
    rows: [{ material: 'M-100', plant: '1000', sloc: '0001', category: 'UNRESTRICTED', quantity: '25.000', baseUnit: 'EA' }],
    nextCursor: null,
  },
};

export const serialsExample = {
  response: {
    rows: [
      {
        material: 'MON-27',
        serial: 'SN-0001',
        equipment: '10000042',
        status: 'IN_STOCK',
        plant: '1000',
        sloc: '0001',
        warehouse: 'FRA',
        bin: 'R01-01-1',
        batch: '',
        category: 'UNRESTRICTED',
        lastMatDoc: '4900000123',
      },
    ],
    nextCursor: null,
  },
};

/** An event page of the feed (and, without `cursor`, a webhook's body). */
export const eventPageExample = {
  events: [
    {
      cursor: '1843-57',
      eventId: '57',
      type: 'material-document.posted',
      createdAt: '2026-11-23T09:12:44.120Z',
      payload: {
        matDoc: '4900000123',
        year: 2026,
        postingDate: '2026-11-23',
        documentDate: '2026-11-23',
        movementTypes: ['311'],
        reference: null,
        reversalOf: null,
        items: [
          {
            item: 1,
            movementType: '311',
            material: 'M-100',
            quantity: '5.000',
            unit: 'EA',
            batch: '',
            from: { plant: '1000', sloc: '0001', bin: 'R01-01-1', category: 'UNRESTRICTED' },
            to: { plant: '1000', sloc: '0002', bin: null, category: 'UNRESTRICTED' },
            serials: [],
          },
        ],
      },
    },
  ],
  next: '1843-57',
};
