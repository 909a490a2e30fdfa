import type { Kysely } from 'kysely';
import type { InternalPostingRequest, PostedMaterialDocument } from '../../../../shared/contracts/stock/schemas';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../errors';
import { numberRangeError } from '../../number-range';
import { type Claim, type ClaimResult, claimOutcome, claimParameter, type StoredResponse } from '../idempotency';
import { databaseErrorCode, retryPosting } from '../posting-retry';
import { postingCalls } from './batch-calls';
import { type MasterDataFound, masterDataParameter, refuseMasterData } from './check-master-data';
import { firstShortage, type StockLock, stockLock } from './lock-stock';
import { forgetMasterData } from './master-data-cache';
import { checkScope, type PostingActor } from './post-material-document';
import { checkPostingDate, plantsOf } from './posting-period';
import { touchesQuality } from './quality-lots';
import { resolvePosting } from './resolve-posting';
import type { Header, ResolvedDocument, ResolvedItem } from './types';
import { documentParameter } from './write-document';

/**
 * posting_post refused: master data missing or blocked (its detail: what was found), stock would go negative
 * (the rows), master data changed since the document was resolved (from the cache).
 */
const MASTER_DATA_REFUSED = 'PP001';
const INSUFFICIENT_STOCK = 'PP002';
const MASTER_DATA_CHANGED = 'PP003';

/** Where the answer names the document's number: the database puts the number in when it takes it. */
export const NUMBER_IN_ANSWER = '{{matDoc}}';

/** A plain document, resolved, ready to post in one statement. */
export interface PlainPosting {
  header: Header;
  items: ResolvedItem[];
  masterData: NonNullable<ResolvedDocument['masterData']>;
  lock: StockLock;
  /** the answer, known before posting but for the number (NUMBER_IN_ANSWER, which posting_post replaces) */
  result: PostedMaterialDocument;
}

/**
 * The one-call posting. A plain document (no reference, no serials, no inspection lot; not a
 * reversal) is resolved against master data from the cache (one read when something is not cached yet,
 * outside any transaction), then posted by posting_post in one statement that is its own transaction:
 * check that master data is as it was resolved, take the number, claim the Idempotency-Key (re-checking
 * the session; the answer stored with it), check master data, lock, check availability, write. One round
 * trip where the transaction path takes eight; the same checks in the same order, the same locks, the same
 * rows as postMaterialDocument.
 *
 * Returns null for any other document, and whenever resolving refuses it: the transaction path then
 * claims the key first and gives the same refusal, or replays the first answer of the same request.
 */
export async function preparePlainPosting(
  db: Kysely<DB>,
  actor: PostingActor,
  input: InternalPostingRequest,
): Promise<PlainPosting | null> {
  // a reference or serials make it a document for the transaction path: no need to resolve it twice
  if (input.reference || input.items.some((item) => (item.serials?.length ?? 0) > 0)) return null;
  let resolved: ResolvedDocument;
  try {
    resolved = await resolvePosting(db, input, { fromCache: true });
    checkScope(actor, resolved.items);
    // a plant it was not resolved against (none for a plain document) sends it to the transaction path
    if (plantsOf(resolved.items).some((p) => !resolved.masterData?.plants.has(p))) return null;
    checkPostingDate(resolved.header, resolved.items, resolved.masterData?.plants ?? new Map());
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  const { header, items, masterData } = resolved;
  // stock at a vendor is locked and written beside posting_lock_stock / posting_write_document (lock-stock.ts)
  if (!masterData || touchesQuality(items) || items.some((i) => i.fromKind === 'AT_VENDOR' || i.toKind === 'AT_VENDOR')) return null;
  return {
    header,
    items,
    masterData,
    lock: stockLock(items),
    result: {
      matDoc: NUMBER_IN_ANSWER,
      postingDate: header.postingDate,
      documentDate: header.documentDate,
      itemCount: items.length,
      reversalOf: null,
      createdEquipment: 0,
    },
  };
}

/** What the document was resolved against, for posting_post to check it is still so. */
function resolvedAgainst(posting: PlainPosting) {
  const { items, masterData } = posting;
  const positions = new Map<string, { plant_id: string; sloc_id: string; warehouse_id: string | null }>();
  for (const item of items) {
    for (const p of [item.from, item.to]) {
      if (p) positions.set(`${p.plant}|${p.sloc}`, { plant_id: p.plant, sloc_id: p.sloc, warehouse_id: p.warehouse });
    }
  }
  const materials = new Map(items.map((i) => [i.material.material_id, i.material]));
  return {
    materials: [...materials.values()].map((m) => ({
      material_id: m.material_id,
      serialized: m.serialized,
      batch_managed: m.batch_managed,
      quality_inspected: m.quality_inspected,
    })),
    plants: [...masterData.plants.values()].map((p) => ({ plant_id: p.plant_id, company_code: p.company_code })),
    slocs: [...positions.values()],
    types: [...new Set(items.map((i) => i.movementType))],
  };
}

/** posting_post's parameter: the claim, the names to check, the rows to lock and their changes, the document, the answer. */
export function plainPostingParameter(actor: PostingActor, claim: Claim, posting: PlainPosting, answer: StoredResponse): string {
  const { header, items, masterData, lock } = posting;
  return JSON.stringify({
    claim: claimParameter(claim),
    checks: masterDataParameter(items, masterData.names, masterData.plants),
    stock: lock.stock,
    transit: lock.transit,
    deltas: lock.deltas,
    verify: resolvedAgainst(posting),
    document: documentParameter({ userId: actor.userId, ip: actor.ip ?? null, header, items }),
    responseBody: answer.body,
  });
}

/**
 * Posts a prepared plain document; `answer` names the number as NUMBER_IN_ANSWER. Returns the answer with
 * the number, or the first answer when the same request was posted before (replayed). When master data
 * changed since the document was resolved from the cache, returns null: the caller takes the transaction
 * path, which resolves afresh.
 */
export async function postPlainDocument(
  db: Kysely<DB>,
  actor: PostingActor,
  claim: Claim,
  posting: PlainPosting,
  answer: StoredResponse,
): Promise<{ response: StoredResponse; replayed: boolean } | null> {
  const { items, masterData, lock } = posting;
  const parameter = plainPostingParameter(actor, claim, posting, answer);
  const outcome = await retryPosting(async () => {
    try {
      return (await postingCalls(db).post(parameter)) as unknown as ClaimResult & { body?: string };
    } catch (error) {
      const code = databaseErrorCode(error);
      const detail = (error as { detail?: unknown }).detail;
      if (code === MASTER_DATA_CHANGED) return null;
      if (code === MASTER_DATA_REFUSED && typeof detail === 'string')
        refuseMasterData(JSON.parse(detail) as MasterDataFound, items, masterData.names, masterData.plants);
      if (code === INSUFFICIENT_STOCK && typeof detail === 'string') {
        const shortage = firstShortage(lock, JSON.parse(detail));
        if (shortage) throw shortage;
      }
      throw numberRangeError(error);
    }
  });
  if (!outcome) {
    forgetMasterData(db);
    return null;
  }
  const replay = claimOutcome(outcome, claim.requestHash);
  if (replay) return { response: replay, replayed: true };
  actor.posted?.push(...items.map((i) => i.movementType));
  return { response: { status: answer.status, body: outcome.body as string }, replayed: false };
}
