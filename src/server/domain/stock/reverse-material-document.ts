import type { Transaction } from 'kysely';
import type { PostedMaterialDocument, ReverseMaterialDocumentInput } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { requireReversalGrants } from './movement-grants';
import { type PostingActor, postMaterialDocument } from './posting/post-material-document';

/**
 * Reverses a posted material document: posts a new document whose items mirror the original's
 * (source and destination swapped, the reversal movement type: 101 -> 102, 311 -> 312, ...),
 * with the same serials and reference. A document is reversed at most once: the original's
 * header is locked while reversing and `material_document.reversal_of` is unique.
 */
export async function reverseMaterialDocument(
  trx: Transaction<DB>,
  actor: PostingActor,
  matDoc: string,
  input: ReverseMaterialDocumentInput = {},
): Promise<PostedMaterialDocument> {
  // MBST is the route's access; the grant of every reversed movement type is checked here, for every caller
  await requireReversalGrants(trx, actor, matDoc);
  return postMaterialDocument(trx, actor, { ...input, reversalOf: matDoc });
}
