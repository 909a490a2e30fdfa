import type { Transaction } from 'kysely';
import type { MasterKind, MasterRow } from '../../../shared/contracts/integration/rows';
import type { DB } from '../../db/schema';
import type { PlantScopeSpec } from './plant-scope';
import { type Ref, ref } from './set-sql';
import type { Term } from './terms';

/**
 * Each master-data kind as data: the table, the conflict key (the ERP's ids), how a row maps onto
 * the columns, what it references and the child rows it replaces. One generic batch upsert
 * (upsert-master-data.ts) runs them all. A row is the full record: optional fields left out take
 * their defaults.
 */
export interface ChildSpec<R> {
  /** the row's field holding the children (left out: the stored children stay) */
  field: string;
  table: string;
  parentColumn: string;
  key: readonly string[];
  rows(row: R): Record<string, unknown>[] | undefined;
  /** what a child is called: two children with the same key in a batch are an error */
  what: Term;
}

export interface KindSpec<R> {
  /** the message's name of the record: 'Material' */
  what: Term;
  idField: string;
  id(row: R): string;
  table: string;
  key: readonly string[];
  columns(row: R): Record<string, unknown>;
  refs: Ref<R>[];
  children?: ChildSpec<R>[];
  /** writes the rows itself instead of the one-table upsert (answers the rows written) */
  write?(trx: Transaction<DB>, rows: R[]): Promise<number>;
  /** the plants a row writes (none: global master data, any plant-limited caller may write it) */
  plants?: PlantScopeSpec<R>;
}

const country = <R extends { country: string }>(): Ref<R> => ref('Country', 'country', 'country', 'iso_code', (r) => r.country);
/** The company code a row (a plant, an order) names. */
export const companyCodeRef = <R extends { companyCode: string }>(): Ref<R> =>
  ref('Company code', 'companyCode', 'company_code', 'company_code', (r) => r.companyCode);
/** The plant a row (a warehouse, an order) names in `plant`. */
export const plantRef = <R extends { plant: string }>(): Ref<R> => ref('Plant', 'plant', 'plant', 'plant_id', (r) => r.plant);
/** The warehouse a row names (a storage location may name none). */
const warehouse = <R extends { warehouse?: string }>(): Ref<R> =>
  ref('Warehouse', 'warehouse', 'warehouse', 'warehouse_id', (r) => r.warehouse);
const warehouseKey = <R extends { warehouse: string }>(what: Term, field: keyof R & string, table: string, column: string): Ref<R> => ({
  what,
  table,
  columns: ['warehouse_id', column],
  of: (r) => [{ field, key: [r.warehouse, String(r[field])] }],
});

/** Rows of a warehouse's master data write in the warehouse's plant. */
const inWarehouse = <R extends { warehouse: string }>(): PlantScopeSpec<R> => ({
  places: (r) => [{ field: 'warehouse', warehouse: r.warehouse }],
});

type Specs = { [K in MasterKind]: KindSpec<MasterRow<K>> };

export const masterKinds: Specs = {
  'company-codes': {
    what: 'Company code',
    idField: 'companyCode',
    id: (r) => r.companyCode,
    table: 'company_code',
    key: ['company_code'],
    columns: (r) => ({ company_code: r.companyCode, name: r.name, country: r.country, currency: r.currency }),
    refs: [country()],
  },
  plants: {
    what: 'Plant',
    idField: 'plant',
    id: (r) => r.plant,
    table: 'plant',
    key: ['plant_id'],
    columns: (r) => ({
      plant_id: r.plant,
      name: r.name,
      company_code: r.companyCode,
      country: r.country,
      city: r.city,
      timezone: r.timezone ?? 'UTC',
      posting_open_months: r.postingOpenMonths ?? 1,
    }),
    refs: [companyCodeRef(), country()],
    plants: { places: (r) => [{ field: 'plant', plant: r.plant }] },
  },
  warehouses: {
    what: 'Warehouse',
    idField: 'warehouse',
    id: (r) => r.warehouse,
    table: 'warehouse',
    key: ['warehouse_id'],
    columns: (r) => ({ warehouse_id: r.warehouse, name: r.name, plant_id: r.plant }),
    refs: [plantRef()],
    plants: {
      places: (r) => [{ field: 'plant', plant: r.plant }],
      stored: { field: 'warehouse', key: (r) => r.warehouse, table: 'warehouse', keyColumn: 'warehouse_id', plantColumns: ['plant_id'] },
    },
  },
  'storage-locations': {
    what: 'Storage location',
    idField: 'sloc',
    id: (r) => `${r.plant}/${r.sloc}`,
    table: 'storage_location',
    key: ['plant_id', 'sloc_id'],
    columns: (r) => ({ plant_id: r.plant, sloc_id: r.sloc, name: r.name, warehouse_id: r.warehouse ?? null }),
    refs: [plantRef(), warehouse()],
    plants: {
      places: (r) => [{ field: 'plant', plant: r.plant }, ...(r.warehouse ? [{ field: 'warehouse', warehouse: r.warehouse }] : [])],
    },
  },
  'storage-types': {
    what: 'Storage type',
    idField: 'storageType',
    id: (r) => `${r.warehouse}/${r.storageType}`,
    table: 'storage_type',
    key: ['warehouse_id', 'storage_type'],
    columns: (r) => ({ warehouse_id: r.warehouse, storage_type: r.storageType, name: r.name, role: r.role }),
    refs: [warehouse()],
    plants: inWarehouse(),
  },
  'bin-types': {
    what: 'Bin type',
    idField: 'binType',
    id: (r) => `${r.warehouse}/${r.binType}`,
    table: 'bin_type',
    key: ['warehouse_id', 'bin_type'],
    columns: (r) => ({ warehouse_id: r.warehouse, bin_type: r.binType, description: r.description }),
    refs: [warehouse()],
    plants: inWarehouse(),
  },
  bins: {
    what: 'Storage bin',
    idField: 'bin',
    id: (r) => `${r.warehouse}/${r.bin}`,
    table: 'storage_bin',
    key: ['warehouse_id', 'bin_id'],
    columns: (r) => ({
      warehouse_id: r.warehouse,
      bin_id: r.bin,
      storage_type: r.storageType,
      bin_type: r.binType,
      capacity: r.capacity ?? null,
      blocked: r.blocked ?? false,
    }),
    refs: [
      warehouseKey('Storage type', 'storageType', 'storage_type', 'storage_type'),
      warehouseKey('Bin type', 'binType', 'bin_type', 'bin_type'),
    ],
    plants: inWarehouse(),
  },
  'material-groups': {
    what: 'Material group',
    idField: 'materialGroup',
    id: (r) => r.materialGroup,
    table: 'material_group',
    key: ['material_group'],
    columns: (r) => ({ material_group: r.materialGroup, description: r.description }),
    refs: [],
  },
  materials: {
    what: 'Material',
    idField: 'material',
    id: (r) => r.material,
    table: 'material',
    key: ['material_id'],
    columns: (r) => ({
      material_id: r.material,
      description: r.description,
      material_type: r.materialType,
      material_group: r.materialGroup,
      base_unit: r.baseUnit,
      serialized: r.serialized ?? false,
      batch_managed: r.batchManaged ?? false,
      quality_inspected: r.qualityInspected ?? false,
      product_category: r.productCategory ?? null,
    }),
    refs: [
      ref('Material type', 'materialType', 'material_type', 'material_type', (r) => r.materialType),
      ref('Material group', 'materialGroup', 'material_group', 'material_group', (r) => r.materialGroup),
      ref('Unit of measure', 'baseUnit', 'unit_of_measure', 'unit', (r) => r.baseUnit),
      {
        what: 'Plant',
        table: 'plant',
        columns: ['plant_id'],
        of: (r) => (r.plants ?? []).map((p, i) => ({ field: `plants.${i}.plant`, key: [p.plant] })),
      },
      {
        what: 'Storage location',
        table: 'storage_location',
        columns: ['plant_id', 'sloc_id'],
        of: (r) =>
          (r.plants ?? []).flatMap((p, i) => (p.defaultSloc ? [{ field: `plants.${i}.defaultSloc`, key: [p.plant, p.defaultSloc] }] : [])),
      },
    ],
    children: [
      {
        field: 'gtins',
        table: 'material_gtin',
        parentColumn: 'material_id',
        key: ['gtin'],
        rows: (r) => r.gtins?.map((gtin) => ({ gtin, material_id: r.material })),
        what: 'GTIN',
      },
      {
        field: 'plants',
        table: 'material_plant',
        parentColumn: 'material_id',
        key: ['material_id', 'plant_id'],
        rows: (r) => r.plants?.map((p) => ({ material_id: r.material, plant_id: p.plant, default_sloc: p.defaultSloc ?? null })),
        what: 'Plant data',
      },
    ],
    // given plant data replaces the stored one: every plant it had counts too
    plants: {
      places: (r) => (r.plants ?? []).map((p, i) => ({ field: `plants.${i}.plant`, plant: p.plant })),
      stored: {
        field: 'plants',
        key: (r) => (r.plants ? r.material : undefined),
        table: 'material_plant',
        keyColumn: 'material_id',
        plantColumns: ['plant_id'],
      },
    },
  },
  vendors: {
    what: 'Vendor',
    idField: 'vendor',
    id: (r) => r.vendor,
    table: 'vendor',
    key: ['vendor_id'],
    columns: (r) => ({ vendor_id: r.vendor, name: r.name, country: r.country, city: r.city, email: r.email ?? null }),
    refs: [country()],
  },
  customers: {
    what: 'Customer',
    idField: 'customer',
    id: (r) => r.customer,
    table: 'customer',
    key: ['customer_number'],
    columns: (r) => ({ customer_number: r.customer, name: r.name, country: r.country, city: r.city }),
    refs: [country()],
  },
  'cost-centers': {
    what: 'Cost centre',
    idField: 'costCenter',
    id: (r) => r.costCenter,
    table: 'cost_center',
    key: ['cost_center'],
    columns: (r) => ({ cost_center: r.costCenter, company_code: r.companyCode, description: r.description }),
    refs: [companyCodeRef()],
  },
  carriers: {
    what: 'Carrier',
    idField: 'carrier',
    id: (r) => r.carrier,
    table: 'carrier',
    key: ['carrier_code'],
    columns: (r) => ({ carrier_code: r.carrier, name: r.name, tracking_url_template: r.trackingUrlTemplate ?? null }),
    refs: [],
  },
  'shipping-profiles': {
    what: 'Shipping profile',
    idField: 'profile',
    id: (r) => r.profile,
    table: 'shipping_profile',
    key: ['profile_id'],
    columns: (r) => ({
      profile_id: r.profile,
      name: r.name,
      carrier_code: r.carrier,
      service: r.service,
      shipping_point: r.shippingPoint,
    }),
    refs: [
      ref('Carrier', 'carrier', 'carrier', 'carrier_code', (r) => r.carrier),
      ref('Plant', 'shippingPoint', 'plant', 'plant_id', (r) => r.shippingPoint),
    ],
    plants: {
      places: (r) => [{ field: 'shippingPoint', plant: r.shippingPoint }],
      stored: {
        field: 'profile',
        key: (r) => r.profile,
        table: 'shipping_profile',
        keyColumn: 'profile_id',
        plantColumns: ['shipping_point'],
      },
    },
  },
};
