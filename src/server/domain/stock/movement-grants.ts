import type { Transaction } from 'kysely';
import { mayPostMovement } from '../../../shared/access';
import type { PostedMaterialDocument, PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from './posting/post-material-document';

/**
 * The grant per movement type (DESIGN section 10, shared/access.ts), checked in the commands, not in
 * the routes: a document posted through the generic endpoint needs the grant of each item's type; a
 * reversal (MBST, the route's own access) also the grant of every type it undoes, by the actor's own
 * grants. A `system` actor (the seed, fixtures, a command acting for the system) is not checked.
 */
export function requireMovementGrants(actor: PostingActor, movementTypes: readonly string[]): void {
  if (actor.system) return;
  for (const type of new Set(movementTypes)) {
    if (!mayPostMovement(actor, type)) throw new DomainError('MOVEMENT_TYPE_FORBIDDEN', { type });
  }
}

/** Whether the actor may post every one of these types (the one-call path asks before it prepares anything). */
export function mayPostMovements(actor: PostingActor, movementTypes: readonly string[]): boolean {
  return actor.system === true || movementTypes.every((type) => mayPostMovement(actor, type));
}

/** A reversal needs the grant of every movement type of the document it reverses. */
export async function requireReversalGrants(trx: Transaction<DB>, actor: PostingActor, matDoc: string): Promise<void> {
  if (actor.system) return;
  const items = await trx.selectFrom('material_document_item').select('movement_type').where('mat_doc', '=', matDoc).execute();
  requireMovementGrants(
    actor,
    items.map((i) => i.movement_type),
  );
}

/** A document of the generic posting endpoint: the grant of each item's movement type, then the posting. */
export function postWithMovementGrants(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: PostMaterialDocumentRequest,
): Promise<PostedMaterialDocument> {
  requireMovementGrants(
    actor,
    input.items.map((item) => item.movementType),
  );
  return postMaterialDocument(trx, actor, input);
}
