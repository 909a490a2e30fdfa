import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  PiBinSerials,
  PiCountResult,
  PiSerialCountInput,
  PiSerialCountResult,
} from '../../../shared/contracts/physical-inventory/schemas';
import { normalizeQuantity } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { countPiItem } from './count-pi-item';
import type { PlantScope } from './pi-document';

interface SerialGroup {
  material: string;
  description: string;
  batch: string;
  book: string[];
  counted: string[] | null;
}

/**
 * The serialized materials of a bin of a physical-inventory document (handheld serial count): per
 * material and batch, the serials in the bin's unrestricted stock now (the book a scan is compared
 * with: found, missing, unexpected) and the serials of the item's current count. Materials listed
 * on the document for the bin are there even when the bin holds none of them any more.
 */
export async function piBinSerials(
  db: Kysely<DB> | Transaction<DB>,
  scope: PlantScope,
  piNumber: string,
  bin: string,
): Promise<PiBinSerials> {
  const head = await db
    .selectFrom('pi_document')
    .select(['pi_number', 'plant_id', 'sloc_id', 'warehouse_id', 'status'])
    .where('pi_number', '=', piNumber)
    .executeTakeFirst();
  if (!head || !scope.plants.includes(head.plant_id)) throw new DomainError('PI_DOCUMENT_NOT_FOUND', { number: piNumber });
  const onDocument = await db
    .selectFrom('pi_bin')
    .select('bin_id')
    .where('pi_number', '=', piNumber)
    .where('bin_id', '=', bin)
    .executeTakeFirst();
  if (!onDocument) throw new DomainError('PI_BIN_NOT_ON_DOCUMENT', { bin, number: piNumber });
  const rows = await sql<{ material_id: string; description: string; batch: string; book: string[]; counted: string[] | null }>`
    with g as (
      select e.material_id, e.batch from equipment e
        where e.status = 'IN_STOCK' and e.category = 'UNRESTRICTED' and e.plant_id = ${head.plant_id}
          and e.sloc_id = ${head.sloc_id} and e.bin_id = ${bin}
      union
      select i.material_id, i.batch from pi_item i join material m on m.material_id = i.material_id
        where i.pi_number = ${piNumber} and i.bin_id = ${bin} and m.serialized)
    select g.material_id, m.description, g.batch,
      (select coalesce(array_agg(e.serial_number order by e.serial_number), '{}') from equipment e
        where e.material_id = g.material_id and e.batch = g.batch and e.status = 'IN_STOCK' and e.category = 'UNRESTRICTED'
          and e.plant_id = ${head.plant_id} and e.sloc_id = ${head.sloc_id} and e.bin_id = ${bin}) as book,
      (select i.counted_serials from pi_item i where i.pi_number = ${piNumber} and i.bin_id = ${bin}
        and i.material_id = g.material_id and i.batch = g.batch) as counted
    from g join material m on m.material_id = g.material_id
    order by g.material_id, g.batch`.execute(db);
  const groups: SerialGroup[] = rows.rows.map((r) => ({
    material: r.material_id,
    description: r.description,
    batch: r.batch,
    book: r.book,
    counted: r.counted,
  }));
  return { piNumber, bin, status: head.status, materials: groups };
}

/**
 * The serial count of a bin (handheld): every serial scanned in the bin at once. Each serial is
 * matched to its material (the bin's book first, else the one equipment record with that serial
 * number); every serialized material of the bin is then counted by its serials through countPiItem
 * (a material with none scanned counts 0: all its serials are missing). One transaction: a refusal
 * (a serial unknown or counted in another bin of the document, a bin not on it) writes nothing.
 * Posting the differences later moves the missing serials out (702) and the unexpected ones in (701).
 */
export async function countPiSerials(
  trx: Transaction<DB>,
  actor: PostingActor,
  piNumber: string,
  input: PiSerialCountInput,
): Promise<PiSerialCountResult> {
  const { bin } = input;
  const before = await piBinSerials(trx, actor, piNumber, bin);
  const groups = new Map(before.materials.map((g) => [`${g.material}|${g.batch}`, { ...g, scanned: [] as string[] }]));
  const bookOf = new Map<string, string>(before.materials.flatMap((g) => g.book.map((s) => [s, `${g.material}|${g.batch}`] as const)));
  const seen = new Set<string>();
  const unexpected: string[] = [];
  for (const raw of input.serials) {
    const serial = raw.trim();
    if (seen.has(serial)) throw new DomainError('PI_SERIAL_SCANNED_TWICE', { serial, bin });
    seen.add(serial);
    let key: string | undefined = bookOf.get(serial);
    if (!key) {
      key = await materialOfSerial(trx, serial);
      unexpected.push(serial);
      if (!groups.has(key)) {
        const [material = '', batch = ''] = key.split('|');
        groups.set(key, { material, description: '', batch, book: [], counted: null, scanned: [] });
      }
    }
    groups.get(key)?.scanned.push(serial);
  }
  if (groups.size === 0) throw new DomainError('PI_NO_SERIALS_IN_BIN', { bin });
  const counted: PiCountResult['counted'] = [];
  let last: PiCountResult | null = null;
  for (const key of [...groups.keys()].sort()) {
    const g = groups.get(key) as SerialGroup & { scanned: string[] };
    last = await countPiItem(trx, actor, piNumber, {
      bin,
      material: g.material,
      ...(g.batch ? { batch: g.batch } : {}),
      quantity: normalizeQuantity(String(g.scanned.length)),
      serials: g.scanned,
    });
    counted.push(...last.counted);
  }
  const result = last as PiCountResult;
  const missing = before.materials.flatMap((g) => g.book.filter((s) => !seen.has(s))).sort();
  const found = [...seen].filter((s) => bookOf.has(s)).sort();
  return { ...result, counted, found, missing, unexpected: unexpected.sort() };
}

/** The material (and batch) of a serial found where the book does not have it: the one equipment record with that serial number. */
async function materialOfSerial(trx: Transaction<DB>, serial: string): Promise<string> {
  const units = await trx
    .selectFrom('equipment as e')
    .innerJoin('material as m', 'm.material_id', 'e.material_id')
    .select(['e.material_id', 'e.batch', 'm.batch_managed'])
    .where('e.serial_number', '=', serial)
    .orderBy('e.material_id')
    .limit(2)
    .execute();
  const unit = units[0];
  if (!unit) throw new DomainError('PI_SERIAL_UNKNOWN', { serial });
  if (units.length > 1) throw new DomainError('PI_SERIAL_AMBIGUOUS', { serial });
  return `${unit.material_id}|${unit.batch_managed ? unit.batch : ''}`;
}
