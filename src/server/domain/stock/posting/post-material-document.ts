import type { Transaction } from 'kysely';
import type { InternalPostingRequest, PostedMaterialDocument } from '../../../../shared/contracts/stock/schemas';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../errors';
import type { Principal } from '../../principal';
import { checkMasterData } from './check-master-data';
import { checkTransitReversal } from './check-transit-document';
import { lockAndCheckEquipment, writeEquipment } from './equipment';
import { lockAndCheckStock } from './lock-stock';
import { checkPostingDate, plantsOf, readPlantRows } from './posting-period';
import { planQualityLots } from './quality-lots';
import { checkReference } from './references';
import { resolvePosting } from './resolve-posting';
import { resolveReversal } from './resolve-reversal';
import type { PlantRows, ResolvedItem, ReversalRequest } from './types';
import { writePostedDocument } from './write-document';

export type { ReversalRequest } from './types';

/**
 * Who posts: the Principal the HTTP layer built for the request (the user for the document and the
 * audit row, the plants it may post in, its grants, checked per movement type unless it is the
 * system), with what the posting transport attaches to it.
 */
export type PostingActor = Principal & {
  ip?: string | null;
  /** Collects the movement types of the items posted (the HTTP layer counts them once the transaction commits). */
  posted?: string[];
};

/**
 * The one write path of the inventory: posts a material document (or the reversal of one) in
 * the caller's transaction. Validates movement-type rules, the actor's plants, master data,
 * serials and the referenced document; locks the stock rows it touches in one sorted order;
 * refuses negative stock; appends document, items and serial history; updates stock, stock in
 * transit, equipment and the referenced document; writes the event and one audit row. The number
 * of SQL statements does not depend on the number of items: master data, its checks, the locks and
 * the writes are one statement each (migration 0093); serials, references and inspection lots add
 * theirs. A plain document posted over HTTP takes post-in-one-call.ts, which runs the same checks,
 * locks and writes in the database in one statement (one round trip when its master data is cached).
 */
export async function postMaterialDocument(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: InternalPostingRequest | ReversalRequest,
): Promise<PostedMaterialDocument> {
  if (!trx.isTransaction) throw new Error('postMaterialDocument must run inside a transaction');
  const { header, items, masterData, plants } =
    'reversalOf' in input ? await resolveReversal(trx, input) : await resolvePosting(trx, input);
  checkScope(actor, items);
  checkPostingDate(header, items, await plantRowsFor(trx, items, masterData?.plants ?? plants));
  if (masterData) await checkMasterData(trx, items, masterData.names, masterData.plants);
  // a 303 is reversed (304) only while none of it was placed into storage (305)
  if (header.reversalOf) await checkTransitReversal(trx, header.reversalOf, items);

  // locks in one global order: stock, stock in transit, equipment, referenced items, inspection lots
  const stockChanges = await lockAndCheckStock(trx, items);
  const equipment = await lockAndCheckEquipment(trx, items, header.reversalOf);
  // a shortage is reported after the serial checks: "serial X is in bin B" says more than "not enough stock";
  // a 305 (reference MD) after its 303 document's check: "the 303 item has 6 left in transit" says more still
  const transitDocument = header.reference?.type === 'MD';
  if (stockChanges.shortage && !transitDocument) throw stockChanges.shortage;
  // the area that owns the referenced document checks it (domain/references.ts); an inspection lot's is planQualityLots
  const referenceUpdate = header.reference ? await checkReference(trx, header.reference, items, header.reversalOf !== null) : null;
  if (stockChanges.shortage) throw stockChanges.shortage;
  const qualityUpdate = await planQualityLots(trx, header, items);

  // document, items, stock deltas, the event integration callers read (the outbox) and the audit row: one call
  const matDoc = await writePostedDocument(trx, { userId: actor.userId, ip: actor.ip ?? null, header, items, changes: stockChanges });
  const createdEquipment = await writeEquipment(trx, matDoc, equipment);
  if (referenceUpdate) await referenceUpdate(trx, matDoc);
  if (qualityUpdate) await qualityUpdate(trx, matDoc, actor.userId);
  actor.posted?.push(...items.map((i) => i.movementType));
  return {
    matDoc,
    postingDate: header.postingDate,
    documentDate: header.documentDate,
    itemCount: items.length,
    reversalOf: header.reversalOf,
    createdEquipment,
  };
}

/** Every plant whose stock the document changes lies within the actor's plants. */
export function checkScope(actor: PostingActor, items: ResolvedItem[]): void {
  for (const plant of plantsOf(items)) if (!actor.plants.includes(plant)) throw new DomainError('PLANT_SCOPE', { plant });
}

/** The rows of the plants a document changes: those it was resolved against (or a reversal read), any other read now. */
async function plantRowsFor(trx: Transaction<DB>, items: ResolvedItem[], resolved: PlantRows | undefined): Promise<PlantRows> {
  const plants = plantsOf(items);
  const missing = plants.filter((p) => !resolved?.has(p));
  if (missing.length === 0 && resolved) return resolved;
  return new Map([...(resolved ?? []), ...(await readPlantRows(trx, missing))]);
}
