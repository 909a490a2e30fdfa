import { type Kysely, sql } from 'kysely';
import type { InternalPostingRequest, PostedMaterialDocument } from '../../../../shared/contracts/stock/schemas';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../errors';
import { type Claim, type ClaimResult, claimOutcome, claimParameter, type StoredResponse } from '../idempotency';
import { databaseErrorCode, retryPosting } from '../posting-retry';
import { type MasterDataFound, masterDataParameter, refuseMasterData } from './check-master-data';
import { firstShortage, type StockLock, stockLock } from './lock-stock';
import { checkDateAndScope, type PostingActor } from './post-material-document';
import { touchesQuality } from './quality-lots';
import { resolvePosting } from './resolve-posting';
import type { Header, ResolvedDocument, ResolvedItem } from './types';
import { documentParameter, numberRangeError } from './write-document';

/** posting_post refused: master data missing or blocked (its detail: what was found), stock would go negative (the rows). */
const MASTER_DATA_REFUSED = 'PP001';
const INSUFFICIENT_STOCK = 'PP002';

/** A plain document, resolved and numbered, ready to post in one statement. */
export interface PlainPosting {
  header: Header;
  items: ResolvedItem[];
  masterData: NonNullable<ResolvedDocument['masterData']>;
  lock: StockLock;
  /** the answer, known before posting (the number was taken ahead) */
  result: PostedMaterialDocument;
}

/**
 * The one-call posting (issue 18). A plain document (no reference, no serials, no inspection lot; not a
 * reversal) is resolved in one read outside any transaction, which also takes its number, then posted by
 * posting_post in one statement that is its own transaction: claim the Idempotency-Key (re-checking the
 * session), check master data, lock, check availability, write, store the answer. Two round trips instead
 * of eight; the same checks in the same order, the same locks, the same rows as postMaterialDocument.
 *
 * Returns null for any other document, and whenever resolving refuses it: the transaction path then
 * claims the key first and gives the same refusal, or replays the first answer of the same request.
 */
export async function preparePlainPosting(
  db: Kysely<DB>,
  actor: PostingActor,
  input: InternalPostingRequest,
): Promise<PlainPosting | null> {
  if (input.reference) return null;
  let resolved: ResolvedDocument;
  try {
    resolved = await resolvePosting(db, input, { takeNumber: true });
    checkDateAndScope(actor, resolved.header, resolved.items);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw numberRangeError(error);
  }
  const { header, items, masterData, matDoc } = resolved;
  if (!masterData || !matDoc || header.reference || items.some((i) => i.serials.length > 0) || touchesQuality(items)) return null;
  return {
    header,
    items,
    masterData,
    lock: stockLock(items),
    result: {
      matDoc,
      postingDate: header.postingDate,
      documentDate: header.documentDate,
      itemCount: items.length,
      reversalOf: null,
      createdEquipment: 0,
    },
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
    document: documentParameter({ userId: actor.userId, ip: actor.ip ?? null, header, items, matDoc: posting.result.matDoc }),
    responseBody: answer.body,
  });
}

/** Posts a prepared plain document: null when posted, the first answer when the same request was posted before. */
export async function postPlainDocument(
  db: Kysely<DB>,
  actor: PostingActor,
  claim: Claim,
  posting: PlainPosting,
  answer: StoredResponse,
): Promise<StoredResponse | null> {
  const { items, masterData, lock } = posting;
  const parameter = plainPostingParameter(actor, claim, posting, answer);
  const outcome = await retryPosting(async () => {
    try {
      return (await sql<{ r: ClaimResult }>`select posting_post(${parameter}::jsonb) as r`.execute(db)).rows[0]?.r as ClaimResult;
    } catch (error) {
      const code = databaseErrorCode(error);
      const detail = (error as { detail?: unknown }).detail;
      if (code === MASTER_DATA_REFUSED && typeof detail === 'string')
        refuseMasterData(JSON.parse(detail) as MasterDataFound, items, masterData.names, masterData.plants);
      if (code === INSUFFICIENT_STOCK && typeof detail === 'string') {
        const shortage = firstShortage(lock, JSON.parse(detail));
        if (shortage) throw shortage;
      }
      throw numberRangeError(error);
    }
  });
  const replay = claimOutcome(outcome, claim.requestHash);
  if (!replay) actor.posted?.push(...items.map((i) => i.movementType));
  return replay;
}
