import { type Kysely, sql } from 'kysely';
import { dayIn } from '../../shared/calendar';
import type { PostingItemInput, PostMaterialDocumentRequest } from '../../shared/contracts/stock/schemas';
import { fromMilliUnits } from '../../shared/quantity';
import type { DB } from '../db/schema';
import type { StockCategory } from '../db/schema/ledger';
import { freeRackBins } from '../domain/master-data/storage-bins';
import { stoItemsWithMaterial } from '../domain/orders/sto-items';
import { systemPrincipal } from '../domain/principal';
import { type PostingActor, postMaterialDocument } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { type Random, seededRandom } from './random';

/**
 * Demo and benchmark stock, brought in the only way stock moves: posted material documents.
 * - initial entry (561): ~2,000 x scale serialized units (serials SN + 9 digits) in the bins of the
 *   warehouse-managed sloc 0001 of plants 1000/2000 and in sloc 0001 of plant 3000, and
 *   non-serialized stock (cables, spare parts, some in batches);
 * - a few stock transport orders issued to transit (641), so goods receipt by STO has work;
 * - some purchase order items partially received (101) into the goods-receipt zone;
 * - stock movements (bin to bin 999, sloc to sloc 311) in big documents: a few at
 *   scale 1, ~2,500 x scale items beyond (1M+ items at scale 350).
 */
export interface StockSeedOptions {
  scale: number;
  seed?: number;
  log?: (line: string) => void;
}

interface Place {
  plant: string;
  sloc: string;
  bins: string[];
}

interface Lot {
  material: string;
  serialized: boolean;
  plant: string;
  sloc: string;
  bin: string | null;
  batch: string;
  category: StockCategory;
  milli: bigint;
  serials: string[];
}

const COST_CENTRE: Record<string, string> = { '1000': '101000', '2000': '201000', '3000': '301000' };

/**
 * The demo's today: the earliest of the plants' own days. Between midnight in Frankfurt and midnight in
 * New York the UTC day is already tomorrow at plant 2000, whose posting period refuses a future date.
 */
async function earliestPlantDay(db: Kysely<DB>): Promise<string> {
  const zones = await db.selectFrom('plant').select('timezone').execute();
  return earliestDay(
    zones.map((p) => p.timezone),
    new Date(),
  );
}

/** The earliest of the days of these zones at an instant (UTC's when there are none). */
export function earliestDay(zones: readonly string[], at: Date): string {
  return zones.map((zone) => dayIn(zone, at)).sort()[0] ?? dayIn('UTC', at);
}

/** The day `days` before `today` (ISO days). */
function dayBefore(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo's history reaches 60 days back: it was posted while those months were open. Each plant's
 * open period is widened for the seed and set back to what it was once the history is posted.
 */
export async function seedStock(db: Kysely<DB>, options: StockSeedOptions): Promise<void> {
  const periods = await db.selectFrom('plant').select(['plant_id', 'posting_open_months']).execute();
  await db.updateTable('plant').set({ posting_open_months: 3 }).execute();
  try {
    await seedHistory(db, options);
  } finally {
    for (const p of periods)
      await db.updateTable('plant').set({ posting_open_months: p.posting_open_months }).where('plant_id', '=', p.plant_id).execute();
  }
}

async function seedHistory(db: Kysely<DB>, options: StockSeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const scale = Math.max(1, Math.floor(options.scale));
  const rnd: Random = seededRandom((options.seed ?? 20261122) + 561);
  const chunk = scale === 1 ? 400 : 5000;
  const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const plants = (await db.selectFrom('plant').select('plant_id').orderBy('plant_id').execute()).map((p) => p.plant_id);
  const actor: PostingActor = systemPrincipal({ userId: admin.user_id, username: 'admin', isAdmin: true, plants });
  const today = await earliestPlantDay(db);
  const daysAgo = (days: number) => dayBefore(today, days);
  let documents = 0;
  let items = 0;
  const post = async (input: PostMaterialDocumentRequest) => {
    const doc = await withPostingRetry(db, (trx) => postMaterialDocument(trx, actor, input));
    documents++;
    items += input.items.length;
    return doc;
  };
  const postChunked = async (all: PostingItemInput[], header: Omit<PostMaterialDocumentRequest, 'items'>) => {
    for (let i = 0; i < all.length; i += chunk) await post({ ...header, items: all.slice(i, i + chunk) });
  };

  const materials = await db
    .selectFrom('material')
    .select(['material_id', 'serialized', 'batch_managed', 'base_unit'])
    .orderBy('material_id')
    .execute();
  const serialized = materials.filter((m) => m.serialized);
  const plain = materials.filter((m) => !m.serialized);
  const slocs = await db
    .selectFrom('storage_location')
    .select(['plant_id', 'sloc_id', 'warehouse_id'])
    .where('sloc_id', '=', '0001')
    .execute();
  const places: Place[] = [];
  for (const s of slocs.sort((a, b) => a.plant_id.localeCompare(b.plant_id))) {
    places.push({ plant: s.plant_id, sloc: s.sloc_id, bins: s.warehouse_id ? await freeRackBins(db, s.warehouse_id) : [] });
  }
  const placeOf = (plant: string) => places.find((p) => p.plant === plant) as Place;
  let serialNo = 0;
  const nextSerials = (n: number) => Array.from({ length: n }, () => `SN${String(100000001 + serialNo++)}`);
  const batchFor = (m: { batch_managed: boolean }) => (m.batch_managed ? `B${rnd.int(2401, 2612)}` : '');
  const quantityFor = (m: { base_unit: string }) =>
    m.base_unit === 'M' ? fromMilliUnits(BigInt(rnd.int(10, 500)) * 1000n + BigInt(rnd.int(0, 1) * 500)) : `${rnd.int(10, 500)}`;
  const where = (place: Place, bin: string | null) => ({ plant: place.plant, sloc: place.sloc, ...(bin ? { bin } : {}) });

  // 1. initial entry of stock balances
  const lots: Lot[] = [];
  const initial: PostingItemInput[] = [];
  let units = 0;
  while (units < 2000 * scale) {
    const m = rnd.pick(serialized);
    const place = rnd.pick(places);
    const bin = place.bins.length > 0 ? rnd.pick(place.bins) : null;
    const n = rnd.int(1, 8);
    const category: StockCategory = rnd.chance(0.05) ? 'QUALITY' : rnd.chance(0.03) ? 'BLOCKED' : 'UNRESTRICTED';
    const serials = nextSerials(n);
    initial.push({ movementType: '561', material: m.material_id, quantity: `${n}`, to: { ...where(place, bin), category }, serials });
    lots.push({
      material: m.material_id,
      serialized: true,
      plant: place.plant,
      sloc: place.sloc,
      bin,
      batch: '',
      category,
      milli: BigInt(n) * 1000n,
      serials,
    });
    units += n;
  }
  for (const m of plain) {
    for (const place of places) {
      if (!rnd.chance(0.6)) continue;
      for (let k = rnd.int(1, 2); k > 0; k--) {
        const bin = place.bins.length > 0 ? rnd.pick(place.bins) : null;
        const quantity = quantityFor(m);
        const batch = batchFor(m);
        const category: StockCategory = rnd.chance(0.04) ? 'BLOCKED' : 'UNRESTRICTED';
        initial.push({
          movementType: '561',
          material: m.material_id,
          quantity,
          ...(batch ? { batch } : {}),
          to: { ...where(place, bin), category },
        });
        lots.push({
          material: m.material_id,
          serialized: false,
          plant: place.plant,
          sloc: place.sloc,
          bin,
          batch,
          category,
          milli: BigInt(Number(quantity) * 1000),
          serials: [],
        });
      }
    }
  }
  await postChunked(initial, { postingDate: daysAgo(60), headerText: 'Initial entry of stock balances' });
  log(`stock: ${units} serialized units and ${initial.length} initial-entry items`);

  // 2. stock transport orders issued to transit (641): their goods wait for the receiving plant
  const stoItems = await stoItemsWithMaterial(db)
    .where('h.sto_number', 'in', (eb) =>
      eb
        .selectFrom('stock_transport_order')
        .select('sto_number')
        .orderBy('sto_number')
        .limit(4 * scale),
    )
    .orderBy('h.sto_number')
    .orderBy('i.item_no')
    .execute();
  const stoStock: PostingItemInput[] = [];
  const issues = new Map<string, PostingItemInput[]>();
  for (const it of stoItems) {
    const place = placeOf(it.supplying_plant);
    const bin = place.bins.length > 0 ? rnd.pick(place.bins) : null;
    const batch = it.batch_managed ? batchFor(it) : '';
    const serials = it.serialized ? nextSerials(Number(it.quantity)) : undefined;
    const from = { plant: it.supplying_plant, sloc: it.supplying_sloc, ...(bin ? { bin } : {}) };
    stoStock.push({
      movementType: '561',
      material: it.material_id,
      quantity: it.quantity,
      ...(batch ? { batch } : {}),
      to: from,
      ...(serials ? { serials } : {}),
    });
    const list = issues.get(it.sto_number) ?? [];
    list.push({
      movementType: '641',
      material: it.material_id,
      quantity: it.quantity,
      ...(batch ? { batch } : {}),
      from,
      referenceItem: it.item_no,
      ...(serials ? { serials } : {}),
    });
    issues.set(it.sto_number, list);
  }
  await postChunked(stoStock, { postingDate: daysAgo(20), headerText: 'Initial entry for stock transport orders' });
  for (const [sto, list] of issues) {
    await post({
      postingDate: daysAgo(rnd.int(1, 10)),
      reference: { type: 'STO', number: sto },
      headerText: 'Goods issue for stock transport',
      items: list,
    });
  }
  log(`stock: ${issues.size} stock transport orders in transit`);

  // 3. purchase order items partially received into the goods-receipt zone
  const poItems = await db
    .selectFrom('purchase_order_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .innerJoin('storage_location as s', (join) => join.onRef('s.plant_id', '=', 'i.plant_id').onRef('s.sloc_id', '=', 'i.sloc_id'))
    .select([
      'i.po_number',
      'i.item_no',
      'i.material_id',
      'i.plant_id',
      'i.sloc_id',
      'i.quantity',
      'm.serialized',
      'm.batch_managed',
      's.warehouse_id',
    ])
    .where('i.po_number', 'in', (eb) =>
      eb
        .selectFrom('purchase_order')
        .select('po_number')
        .where(sql<boolean>`mod(po_number::bigint, 3) = 1`)
        .orderBy('po_number')
        .limit(8 * scale),
    )
    .orderBy('i.po_number')
    .orderBy('i.item_no')
    .execute();
  const receipts = new Map<string, PostingItemInput[]>();
  for (const it of poItems) {
    const half = Math.max(1, Math.floor(Number(it.quantity) / 2));
    const batch = it.batch_managed ? batchFor(it) : '';
    const list = receipts.get(it.po_number) ?? [];
    list.push({
      movementType: '101',
      material: it.material_id,
      quantity: `${half}`,
      ...(batch ? { batch } : {}),
      to: { plant: it.plant_id, sloc: it.sloc_id, ...(it.warehouse_id ? { bin: 'GR-ZONE-01' } : {}) },
      referenceItem: it.item_no,
      ...(it.serialized ? { serials: nextSerials(half) } : {}),
    });
    receipts.set(it.po_number, list);
  }
  for (const [po, list] of receipts) {
    await post({ postingDate: daysAgo(rnd.int(0, 7)), reference: { type: 'PO', number: po }, headerText: 'Goods receipt', items: list });
  }
  log(`stock: ${receipts.size} purchase orders partially received`);

  // 4. movements: bin to bin, sloc to sloc, issues to cost centres
  const moves = scale === 1 ? 160 : 2500 * scale;
  const perDocument = scale === 1 ? 40 : 5000;
  let made = 0;
  while (made < moves) {
    const docItems: PostingItemInput[] = [];
    const used = new Set<Lot>();
    const newLots: Lot[] = [];
    let attempts = 0;
    while (docItems.length < perDocument && made + docItems.length < moves && attempts++ < perDocument * 20) {
      const lot = rnd.pick(lots);
      if (used.has(lot) || lot.milli === 0n) continue;
      const place = placeOf(lot.plant);
      const from = { ...where(place, lot.bin), ...(lot.sloc !== place.sloc ? { sloc: lot.sloc } : {}), category: lot.category };
      // how much: a part of the lot (whole units), serials taken from its front
      const wholeUnits = Number(lot.milli / 1000n);
      if (wholeUnits < 1) continue;
      const count = rnd.int(1, Math.max(1, Math.floor(wholeUnits / 2)));
      const milli = BigInt(count) * 1000n;
      const serials = lot.serialized ? lot.serials.splice(0, count) : undefined;
      const batch = lot.batch ? { batch: lot.batch } : {};
      const kind = rnd.next();
      let target: Lot | null = null;
      if (kind < 0.15 && lot.category === 'UNRESTRICTED' && !lot.serialized) {
        docItems.push({
          movementType: '201',
          material: lot.material,
          quantity: `${count}`,
          ...batch,
          from,
          costCenter: COST_CENTRE[lot.plant] as string,
        });
      } else if (place.bins.length > 1 && lot.bin) {
        let bin = rnd.pick(place.bins);
        if (bin === lot.bin) bin = place.bins[(place.bins.indexOf(bin) + 1) % place.bins.length] as string;
        docItems.push({
          movementType: '999',
          material: lot.material,
          quantity: `${count}`,
          ...batch,
          from,
          to: { bin },
          ...(serials ? { serials } : {}),
        });
        target = { ...lot, bin, milli, serials: serials ?? [] };
      } else {
        // storage locations without bins (plant 3000): between the main store and the repair shop
        const sloc = lot.sloc === '0001' ? '0002' : '0001';
        docItems.push({
          movementType: '311',
          material: lot.material,
          quantity: `${count}`,
          ...batch,
          from,
          to: { sloc },
          ...(serials ? { serials } : {}),
        });
        target = { ...lot, sloc, bin: null, milli, serials: serials ?? [] };
      }
      lot.milli -= milli;
      used.add(lot);
      if (target) newLots.push(target);
    }
    if (docItems.length === 0) break;
    await post({ postingDate: daysAgo(Math.max(0, 30 - Math.floor((made / moves) * 30))), headerText: 'Stock movements', items: docItems });
    made += docItems.length;
    lots.push(...newLots);
  }
  log(`stock: ${made} movements; ${documents} material documents with ${items} items in total`);
}
