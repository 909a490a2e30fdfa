import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../domain/auth/passwords';
import { refreshMovementSummary } from '../domain/kpis/movement-summary';
import { refreshStockAge } from '../domain/kpis/stock-age';
import { registerReferenceHandlers } from '../domain/references';
import { demoUsers } from './demo-users';
import { seedDock } from './dock';
import { seedHistory } from './history';
import { insertChunked } from './insert-chunked';
import { seedInventory } from './inventory';
import { seedJourneys } from './journeys';
import { seedQuality } from './quality';
import { gtin14, type Random, seededRandom } from './random';
import { seedShipping } from './shipping';
import { seedStock } from './stock';

export interface SeedOptions {
  /** 1 = the demo set (~300 materials); N multiplies materials, bins and orders for benchmarks. */
  scale: number;
  seed?: number;
  log?: (line: string) => void;
}

export async function hasAnyData(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('plant').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

export const PLANTS = [
  {
    plant_id: '1000',
    name: 'Frankfurt Distribution Center',
    company_code: 'DE01',
    country: 'DE',
    city: 'Frankfurt am Main',
    timezone: 'Europe/Berlin',
    warehouse: 'W10',
  },
  {
    plant_id: '2000',
    name: 'Newark Logistics Hub',
    company_code: 'US01',
    country: 'US',
    city: 'Newark',
    timezone: 'America/New_York',
    warehouse: 'W20',
  },
  {
    plant_id: '3000',
    name: 'Singapore Repair Center',
    company_code: 'SG01',
    country: 'SG',
    city: 'Singapore',
    timezone: 'Asia/Singapore',
    warehouse: null,
  },
] as const;

interface Family {
  group: string;
  groupText: string;
  type: string;
  prefix: string;
  names: string[];
  serialized: boolean;
  qualityInspected: boolean;
  batch: boolean;
  category: string | null;
  share: number;
}

const FAMILIES: Family[] = [
  {
    group: 'TERM',
    groupText: 'Terminals',
    type: 'FERT',
    prefix: 'TRM',
    names: ['Desktop Terminal', 'Trading Terminal', 'Compact Terminal', 'Terminal Pro', 'Terminal Mini'],
    serialized: true,
    qualityInspected: true,
    batch: false,
    category: 'TERMINAL',
    share: 0.2,
  },
  {
    group: 'KEYB',
    groupText: 'Keyboards',
    type: 'FERT',
    prefix: 'KBD',
    names: ['Trading Keyboard', 'Keyboard with Biometric Reader', 'Compact Keyboard', 'Keyboard Numeric Pad'],
    serialized: true,
    qualityInspected: false,
    batch: false,
    category: 'KEYBOARD',
    share: 0.15,
  },
  {
    group: 'MONI',
    groupText: 'Monitors',
    type: 'HAWA',
    prefix: 'MON',
    names: ['Monitor 24 inch', 'Monitor 27 inch', 'Dual Monitor Stand', 'Monitor 32 inch 4K'],
    serialized: true,
    qualityInspected: false,
    batch: false,
    category: 'MONITOR',
    share: 0.15,
  },
  {
    group: 'CABL',
    groupText: 'Cables',
    type: 'HAWA',
    prefix: 'CBL',
    names: ['USB-C Cable', 'DisplayPort Cable', 'Power Cord', 'Network Cable Cat6', 'HDMI Cable'],
    serialized: false,
    qualityInspected: false,
    batch: false,
    category: null,
    share: 0.2,
  },
  {
    group: 'SPAR',
    groupText: 'Spare parts',
    type: 'ERSA',
    prefix: 'SPR',
    names: ['Key Cap Set', 'Power Supply Unit', 'Fan Assembly', 'Mainboard', 'Fingerprint Sensor', 'Hinge Kit', 'Screen Panel'],
    serialized: false,
    qualityInspected: false,
    batch: true,
    category: null,
    share: 0.3,
  },
];

export interface SeededMaterial {
  material_id: string;
  serialized: boolean;
  category: string | null;
}

/**
 * Loads the deterministic demo data: master data, users, and open orders to work on.
 * Stock itself is posted by the ledger's seed step (only documents move stock).
 */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  // the seed posts with references (purchase orders, transport orders): their handlers first
  registerReferenceHandlers();
  const log = options.log ?? (() => {});
  const rnd = seededRandom(options.seed ?? 20261122);
  const scale = Math.max(1, Math.floor(options.scale));
  await db.transaction().execute(async (trx) => {
    await seedReference(trx);
    log('reference data');
    const materials = await seedMaterials(trx, rnd, scale);
    log(`${materials.length} materials`);
    await seedWarehouses(trx, rnd, scale, materials);
    log('plants, storage locations, warehouses and bins');
    await seedPartners(trx, rnd);
    await seedUsers(trx);
    log('users and roles');
    await seedOrders(trx, rnd, scale, materials);
    log('purchase, stock transport and sales orders');
  });
  await seedStock(db, { scale, ...(options.seed !== undefined ? { seed: options.seed } : {}), log });
  await seedQuality(db);
  await seedInventory(db); // inventory
  await seedDock(db); // the dock and the supplier side, after the stock: its materials start with none
  await seedShipping(db);
  await seedJourneys(db); // the e2e journeys' own orders (seed/journeys.ts)
  await seedHistory(db); // ninety days of supplier history for the dashboards (seed/history.ts)
  // the dashboards' summaries take in what was posted: a first reader would otherwise add it all up from the ledger
  await refreshMovementSummary(db);
  await refreshStockAge(db);
}

async function seedReference(db: Kysely<DB>) {
  await insertChunked(db, 'company_code', [
    { company_code: 'DE01', name: 'Acme Financial Data GmbH', country: 'DE', currency: 'EUR' },
    { company_code: 'US01', name: 'Acme Financial Data Inc.', country: 'US', currency: 'USD' },
    { company_code: 'SG01', name: 'Acme Financial Data Pte. Ltd.', country: 'SG', currency: 'SGD' },
  ]);
  await insertChunked(
    db,
    'plant',
    PLANTS.map(({ warehouse: _w, ...p }) => p),
  );
  await insertChunked(
    db,
    'material_group',
    FAMILIES.map((f) => ({ material_group: f.group, description: f.groupText })),
  );
  await insertChunked(db, 'carrier', [
    { carrier_code: 'DHL', name: 'DHL Express', tracking_url_template: 'https://www.dhl.com/track?id={tracking}' },
    { carrier_code: 'UPS', name: 'United Parcel Service', tracking_url_template: 'https://www.ups.com/track?tracknum={tracking}' },
    { carrier_code: 'FEDEX', name: 'FedEx', tracking_url_template: 'https://www.fedex.com/fedextrack/?trknbr={tracking}' },
    { carrier_code: 'TNT', name: 'TNT', tracking_url_template: null },
  ]);
  await insertChunked(db, 'shipping_route', [
    { route_id: 'EU0001', description: 'Europe road, 2-3 days' },
    { route_id: 'EU0002', description: 'Europe express, next day' },
    { route_id: 'US0001', description: 'US ground, 3-5 days' },
    { route_id: 'US0002', description: 'US overnight' },
    { route_id: 'AS0001', description: 'Asia air freight' },
    { route_id: 'WW0001', description: 'Worldwide express' },
  ]);
  await insertChunked(db, 'shipping_profile', [
    { profile_id: 'DE-DHL-EX', name: 'Frankfurt DHL Express', carrier_code: 'DHL', service: 'EXPRESS', shipping_point: '1000' },
    { profile_id: 'DE-UPS-STD', name: 'Frankfurt UPS Standard', carrier_code: 'UPS', service: 'STANDARD', shipping_point: '1000' },
    {
      profile_id: 'US-FDX-ON',
      name: 'Newark FedEx Overnight',
      carrier_code: 'FEDEX',
      service: 'PRIORITY_OVERNIGHT',
      shipping_point: '2000',
    },
    { profile_id: 'US-UPS-GND', name: 'Newark UPS Ground', carrier_code: 'UPS', service: 'GROUND', shipping_point: '2000' },
    { profile_id: 'SG-DHL-EX', name: 'Singapore DHL Express', carrier_code: 'DHL', service: 'EXPRESS', shipping_point: '3000' },
    { profile_id: 'SG-TNT-ECO', name: 'Singapore TNT Economy', carrier_code: 'TNT', service: 'ECONOMY', shipping_point: '3000' },
  ]);
}

async function seedMaterials(db: Kysely<DB>, rnd: Random, scale: number): Promise<SeededMaterial[]> {
  const total = 300 * scale;
  const rows: DB['material'][] extends never ? never : Record<string, unknown>[] = [];
  const gtins: Record<string, unknown>[] = [];
  const seeded: SeededMaterial[] = [];
  let n = 0;
  for (const family of FAMILIES) {
    const count = Math.round(total * family.share);
    for (let i = 0; i < count; i++) {
      n++;
      const id = `${family.prefix}-${String(100000 + n).padStart(6, '0')}`;
      const base = rnd.pick(family.names);
      const variant = rnd.pick(['', ' Gen 2', ' Gen 3', ' EU', ' US', ' Black', ' Silver', ' Rev B']);
      rows.push({
        material_id: id,
        description: `${base}${variant} ${id.slice(-4)}`,
        material_type: family.type,
        material_group: family.group,
        base_unit: family.group === 'CABL' && rnd.chance(0.2) ? 'M' : 'EA',
        serialized: family.serialized,
        batch_managed: family.batch && rnd.chance(0.3),
        quality_inspected: family.qualityInspected && rnd.chance(0.5),
        product_category: family.category,
      });
      gtins.push({ gtin: gtin14(`0400${String(100000000 + n).slice(-9)}`), material_id: id });
      seeded.push({ material_id: id, serialized: family.serialized, category: family.category });
    }
  }
  await insertChunked(db, 'material', rows);
  await insertChunked(db, 'material_gtin', gtins);
  return seeded;
}

async function seedWarehouses(db: Kysely<DB>, rnd: Random, scale: number, materials: SeededMaterial[]) {
  const slocs: Record<string, unknown>[] = [];
  for (const plant of PLANTS) {
    if (plant.warehouse)
      await db
        .insertInto('warehouse')
        .values({ warehouse_id: plant.warehouse, name: `${plant.city} warehouse`, plant_id: plant.plant_id })
        .execute();
    slocs.push(
      { plant_id: plant.plant_id, sloc_id: '0001', name: 'Main warehouse', warehouse_id: plant.warehouse },
      { plant_id: plant.plant_id, sloc_id: '0002', name: 'Repair shop', warehouse_id: null },
      { plant_id: plant.plant_id, sloc_id: '0003', name: 'Returns', warehouse_id: null },
    );
  }
  await insertChunked(db, 'storage_location', slocs);
  const materialPlants: Record<string, unknown>[] = [];
  for (const m of materials)
    for (const p of PLANTS) materialPlants.push({ material_id: m.material_id, plant_id: p.plant_id, default_sloc: '0001' });
  await insertChunked(db, 'material_plant', materialPlants);

  for (const plant of PLANTS) {
    const wh = plant.warehouse;
    if (!wh) continue;
    await insertChunked(db, 'storage_type', [
      { warehouse_id: wh, storage_type: '902', name: 'Goods receipt area', role: 'GR_AREA' },
      { warehouse_id: wh, storage_type: '001', name: 'High rack', role: 'RACK' },
      { warehouse_id: wh, storage_type: '002', name: 'Shelving', role: 'RACK' },
      { warehouse_id: wh, storage_type: '916', name: 'Shipping area', role: 'SHIPPING' },
      { warehouse_id: wh, storage_type: '999', name: 'Differences', role: 'DIFFERENCE' },
    ]);
    await insertChunked(db, 'bin_type', [
      { warehouse_id: wh, bin_type: 'P1', description: 'Pallet place' },
      { warehouse_id: wh, bin_type: 'S1', description: 'Shelf, small parts' },
      { warehouse_id: wh, bin_type: 'S2', description: 'Shelf, large parts' },
      { warehouse_id: wh, bin_type: 'GR', description: 'Goods receipt zone' },
      { warehouse_id: wh, bin_type: 'SH', description: 'Shipping zone' },
      { warehouse_id: wh, bin_type: 'DF', description: 'Difference bin' },
    ]);
    const bins: Record<string, unknown>[] = [
      { warehouse_id: wh, bin_id: 'GR-ZONE-01', storage_type: '902', bin_type: 'GR', capacity: null, blocked: false },
      { warehouse_id: wh, bin_id: 'GR-ZONE-02', storage_type: '902', bin_type: 'GR', capacity: null, blocked: false },
      { warehouse_id: wh, bin_id: 'SHIP-01', storage_type: '916', bin_type: 'SH', capacity: null, blocked: false },
      { warehouse_id: wh, bin_id: 'SHIP-02', storage_type: '916', bin_type: 'SH', capacity: null, blocked: false },
      { warehouse_id: wh, bin_id: 'DIFF', storage_type: '999', bin_type: 'DF', capacity: null, blocked: false },
    ];
    const aisles = wh === 'W10' ? 8 : 4;
    const racks = Math.max(1, Math.round(10 * Math.sqrt(scale)));
    for (let aisle = 1; aisle <= aisles; aisle++) {
      for (let col = 1; col <= racks; col++) {
        for (let level = 1; level <= 3; level++) {
          const rack = aisle <= aisles / 2;
          bins.push({
            warehouse_id: wh,
            bin_id: `${rack ? 'R' : 'S'}${String(aisle).padStart(2, '0')}-${String(col).padStart(2, '0')}-${level}`,
            storage_type: rack ? '001' : '002',
            bin_type: rack ? 'P1' : rnd.chance(0.5) ? 'S1' : 'S2',
            capacity: rack ? '200.000' : '50.000',
            blocked: rnd.chance(0.02),
          });
        }
      }
    }
    await insertChunked(db, 'storage_bin', bins);
    // a few fixed bins for spare parts in the shelving
    const shelfBins = bins.filter((b) => b.storage_type === '002' && !b.blocked);
    const spares = materials.filter((m) => m.material_id.startsWith('SPR')).slice(0, 10);
    await insertChunked(
      db,
      'fixed_bin',
      spares.map((m, i) => ({ warehouse_id: wh, material_id: m.material_id, bin_id: (shelfBins[i] as { bin_id: string }).bin_id })),
    );
    // put-away: the bin type an empty bin must have, per material group
    await insertChunked(
      db,
      'placement_rule',
      Object.entries(PLACEMENT_BIN_TYPES).map(([material_group, bin_type]) => ({ warehouse_id: wh, material_group, bin_type })),
    );
  }
}

/** Put-away placement: pallets for terminals and monitors, shelves for the rest. */
const PLACEMENT_BIN_TYPES: Record<string, string> = { TERM: 'P1', MONI: 'P1', KEYB: 'S2', CABL: 'S1', SPAR: 'S1' };

async function seedPartners(db: Kysely<DB>, rnd: Random) {
  const cities: [string, string][] = [
    ['DE', 'Munich'],
    ['DE', 'Hamburg'],
    ['US', 'Austin'],
    ['US', 'Chicago'],
    ['GB', 'London'],
    ['NL', 'Eindhoven'],
    ['CN', 'Shenzhen'],
    ['TW', 'Taipei'],
    ['JP', 'Osaka'],
    ['SG', 'Singapore'],
    ['FR', 'Lyon'],
    ['IE', 'Cork'],
  ];
  const vendorNames = [
    'Keytronic Components',
    'Northwind Displays',
    'Contoso Cables',
    'Fabrikam Electronics',
    'Tailspin Repairs',
    'Litware Peripherals',
    'Proseware Power',
    'Adatum Screens',
    'Wingtip Assembly',
    'Coho Logistics Parts',
    'Lucerne Devices',
    'Margie Manufacturing',
  ];
  await insertChunked(
    db,
    'vendor',
    vendorNames.map((name, i) => {
      const [country, city] = cities[i % cities.length] as [string, string];
      return { vendor_id: `V${100001 + i}`, name, country, city, email: `orders@${name.split(' ')[0]?.toLowerCase()}.example` };
    }),
  );
  const customers: Record<string, unknown>[] = [];
  const firms = ['Capital', 'Harbor', 'Summit', 'Granite', 'Meridian', 'Atlas', 'Beacon', 'Cedar', 'Pioneer', 'Sterling'];
  const kinds = ['Bank', 'Securities', 'Asset Management', 'Trading', 'Insurance'];
  for (let i = 0; i < 40; i++) {
    const [country, city] = rnd.pick(cities);
    customers.push({ customer_number: `C${200001 + i}`, name: `${rnd.pick(firms)} ${rnd.pick(kinds)} ${i + 1}`, country, city });
  }
  await insertChunked(db, 'customer', customers);
  const centres = ['IT Operations', 'Customer Support', 'Sales Demo Pool', 'Repair Workshop', 'Training', 'Facilities'];
  const cc: Record<string, unknown>[] = [];
  for (const [company, prefix] of [
    ['DE01', '10'],
    ['US01', '20'],
    ['SG01', '30'],
  ] as const) {
    for (const [i, description] of centres.entries()) {
      cc.push({ cost_center: `${prefix}${String(1000 + i * 10)}`, company_code: company, description });
    }
  }
  await insertChunked(db, 'cost_center', cc);
}

export const ROLES: { role_id: string; description: string; grants: [string, string][] }[] = [
  {
    role_id: 'WH_OPERATOR',
    description: 'Warehouse operator (handheld)',
    grants: [
      ['PORTAL', 'PRINTAPP'],
      ['MM', 'MIGO'],
      ['MM', 'ME23N'],
      ['IM', 'MMBE'],
      ['IM', 'MB1B'],
      ['IM', 'MB51'],
      ['IM', 'MI01'],
      ['IM', 'IQ03'],
      ['IM', 'IMAGING'],
      ['WM', 'LS03N'],
      ['WM', 'LX03'],
      ['WM', 'LT01'],
      ['WM', 'LT12'],
      ['WM', 'LI11'],
      ['WM', 'MB1A'],
      ['WM', 'ZREC'],
      ['WM', 'SCHD'],
      ['SD', 'VL06O'],
      ['SD', 'VL02N'],
      ['SD', 'VT02N'],
      ['SD', 'POD'],
      ['SD', 'RMA'],
      ['MM', 'RTV'],
      ['MM', 'REPAIR'],
      ['QM', 'QA32'],
      ['QM', 'IQ08'],
      ['WM', 'KPI'],
    ],
  },
  {
    role_id: 'SUPPLIER',
    description: 'Supplier (own vendor documents, read-only)',
    // outbound (deliveries due, deliveries, shipments to customers) is internal: suppliers see none of it
    grants: [
      ['MM', 'ME23N'],
      ['MM', 'SCORE'],
    ],
  },
  {
    role_id: 'ADMIN',
    description: 'Administrator',
    grants: [
      ['ADMIN', 'SU01'],
      ['ADMIN', 'CACHE'],
      ['IM', 'MBST'],
      // posting physical-inventory differences (701/702) is a supervisor's decision, not the counter's
      ['IM', 'MI07'],
      // the supplier scorecard across suppliers
      ['MM', 'SCORE'],
    ],
  },
];

async function seedUsers(db: Kysely<DB>) {
  await insertChunked(
    db,
    'role',
    ROLES.map(({ role_id, description }) => ({ role_id, description })),
  );
  const grants = ROLES.flatMap((r) => r.grants.map(([module, tcode]) => ({ role_id: r.role_id, module, tcode })));
  // the administrator holds every operator grant too
  const admin =
    ROLES.find((r) => r.role_id === 'WH_OPERATOR')?.grants.map(([module, tcode]) => ({ role_id: 'ADMIN', module, tcode })) ?? [];
  await insertChunked(db, 'role_grant', [...grants, ...admin]);
  // a demo is a demo: its users sign in with the password alone (a fresh install without demo data
  // requires a second factor of administrators and supplier users: migration 0104, docs/OPERATIONS.md)
  await db
    .updateTable('second_factor_setting')
    .set({ administrators_required: false, suppliers_required: false, warehouse_required: false })
    .execute();
  for (const u of demoUsers) {
    const row = await db
      .insertInto('app_user')
      .values({
        username: u.username,
        password_hash: await hashPassword(u.password),
        first_name: u.firstName,
        last_name: u.lastName,
        email: `${u.username}@portal.example`,
        is_warehouse_user: u.isWarehouseUser,
        is_admin: u.isAdmin,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await insertChunked(
      db,
      'user_role',
      u.roles.map((role_id) => ({ user_id: row.user_id, role_id })),
    );
    await insertChunked(
      db,
      'user_plant',
      u.plants.map((plant_id) => ({ user_id: row.user_id, plant_id })),
    );
    await insertChunked(
      db,
      'user_vendor',
      u.vendors.map((vendor_id) => ({ user_id: row.user_id, vendor_id })),
    );
  }
}

function isoDay(offsetDays: number): string {
  const d = new Date(Date.UTC(2026, 10, 1));
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

async function seedOrders(db: Kysely<DB>, rnd: Random, scale: number, materials: SeededMaterial[]) {
  const vendors = (await db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').execute()).map((v) => v.vendor_id);
  const pos: Record<string, unknown>[] = [];
  const poItems: Record<string, unknown>[] = [];
  const poCount = 60 * scale;
  for (let i = 0; i < poCount; i++) {
    const po = String(4500000001 + i);
    // the demo supplier's vendor gets a fair share so its screens have content
    const vendor = i % 4 === 0 ? 'V100001' : rnd.pick(vendors);
    const plant = rnd.pick(PLANTS);
    const day = rnd.int(-20, 10);
    pos.push({ po_number: po, vendor_id: vendor, plant_id: plant.plant_id, company_code: plant.company_code, document_date: isoDay(day) });
    const items = rnd.int(1, 5);
    for (let item = 1; item <= items; item++) {
      const m = rnd.pick(materials);
      poItems.push({
        po_number: po,
        item_no: item * 10,
        material_id: m.material_id,
        plant_id: plant.plant_id,
        sloc_id: '0001',
        quantity: `${m.serialized ? rnd.int(2, 20) : rnd.int(10, 500)}.000`,
        over_tolerance_pct: m.serialized ? '0.00' : rnd.pick(['0.00', '5.00', '10.00']),
        delivery_date: isoDay(day + rnd.int(3, 30)),
      });
    }
  }
  await insertChunked(db, 'purchase_order', pos);
  await insertChunked(db, 'purchase_order_item', poItems);

  const stos: Record<string, unknown>[] = [];
  const stoItems: Record<string, unknown>[] = [];
  for (let i = 0; i < 15 * scale; i++) {
    const from = rnd.pick(PLANTS);
    const to = rnd.pick(PLANTS.filter((p) => p.plant_id !== from.plant_id));
    const sto = String(4700000001 + i);
    const day = rnd.int(-15, 5);
    stos.push({ sto_number: sto, supplying_plant: from.plant_id, receiving_plant: to.plant_id, document_date: isoDay(day) });
    for (let item = 1; item <= rnd.int(1, 3); item++) {
      const m = rnd.pick(materials);
      stoItems.push({
        sto_number: sto,
        item_no: item * 10,
        material_id: m.material_id,
        supplying_sloc: '0001',
        receiving_sloc: '0001',
        quantity: `${m.serialized ? rnd.int(1, 10) : rnd.int(5, 100)}.000`,
        delivery_date: isoDay(day + rnd.int(2, 14)),
      });
    }
  }
  await insertChunked(db, 'stock_transport_order', stos);
  await insertChunked(db, 'stock_transport_order_item', stoItems);

  const customers = (await db.selectFrom('customer').select('customer_number').orderBy('customer_number').execute()).map(
    (c) => c.customer_number,
  );
  const profiles = await db.selectFrom('shipping_profile').selectAll().execute();
  const sos: Record<string, unknown>[] = [];
  const soItems: Record<string, unknown>[] = [];
  for (let i = 0; i < 30 * scale; i++) {
    const plant = rnd.pick(PLANTS);
    const so = String(1000000001 + i);
    const day = rnd.int(-10, 10);
    const profile = rnd.pick(profiles.filter((p) => p.shipping_point === plant.plant_id));
    sos.push({
      sales_order_number: so,
      customer_number: rnd.pick(customers),
      plant_id: plant.plant_id,
      shipping_profile: profile.profile_id,
      document_date: isoDay(day),
    });
    for (let item = 1; item <= rnd.int(1, 4); item++) {
      const m = rnd.pick(materials);
      soItems.push({
        sales_order_number: so,
        item_no: item * 10,
        material_id: m.material_id,
        sloc_id: '0001',
        quantity: `${m.serialized ? rnd.int(1, 5) : rnd.int(1, 50)}.000`,
        delivery_date: isoDay(day + rnd.int(1, 10)),
      });
    }
  }
  await insertChunked(db, 'sales_order', sos);
  await insertChunked(db, 'sales_order_item', soItems);
}
