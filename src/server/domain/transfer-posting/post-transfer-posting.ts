import type { Transaction } from 'kysely';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import {
  type PostedXferPosting,
  type SlocTransferInput,
  TRANSFER_TYPES,
  type XferPostingInput,
} from '../../../shared/contracts/transfer-posting/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';

/**
 * A transfer posting (MB1B) as one material document through the one posting path: every line is
 * an item of the movement type, from the source position (its category, or the type's), to the
 * destination the type asks for. Material to material (309) posts two legs per line: the material
 * out of the source, the receiving material into the destination (by default the source itself).
 */
export async function postTransferPosting(trx: Transaction<DB>, actor: PostingActor, input: XferPostingInput): Promise<PostedXferPosting> {
  const type = TRANSFER_TYPES.find((t) => t.type === input.movementType);
  if (!type) throw new DomainError('MOVEMENT_TYPE_UNKNOWN', { type: input.movementType });
  const to = input.to ?? {};
  const category = type.fromCategory ?? input.from.category ?? 'UNRESTRICTED';
  const from = { plant: input.from.plant, sloc: input.from.sloc, ...(input.from.bin ? { bin: input.from.bin } : {}), category };
  const items: PostingItemInput[] = input.lines.flatMap((line): PostingItemInput[] => {
    const base = {
      movementType: type.type,
      material: line.material,
      quantity: line.quantity,
      ...(line.batch ? { batch: line.batch } : {}),
      ...(line.serials?.length ? { serials: line.serials } : {}),
      ...(line.reason ? { reason: line.reason } : {}),
    };
    switch (type.destination) {
      case 'PLANT':
        return [
          {
            ...base,
            from,
            to: { ...(to.plant ? { plant: to.plant } : {}), ...(to.sloc ? { sloc: to.sloc } : {}), ...(to.bin ? { bin: to.bin } : {}) },
          },
        ];
      case 'SLOC':
        return [{ ...base, from, to: { ...(to.sloc ? { sloc: to.sloc } : {}), ...(to.bin ? { bin: to.bin } : {}) } }];
      case 'SAME':
        return [{ ...base, from }];
    }
    // material to material (309): the material out of the source, the receiving material into the destination
    if (!line.toMaterial) throw new DomainError('FIELD_REQUIRED', { type: type.type, field: 'receiving material' });
    const sloc = to.sloc ?? from.sloc;
    const bin = to.bin ?? (sloc === from.sloc ? from.bin : undefined);
    const into = { plant: from.plant, sloc, ...(bin ? { bin } : {}), category };
    return [
      { ...base, from },
      { ...base, material: line.toMaterial, to: into },
    ];
  });
  const posted = await postMaterialDocument(trx, actor, {
    headerText: input.headerText ?? `Transfer posting ${type.type} ${type.text.toLowerCase()}`,
    items,
  });
  return { matDoc: posted.matDoc, movementType: type.type, itemCount: posted.itemCount };
}

/** The spec's sloctransfer call: 311 from one storage location of a plant to another. */
export function postSlocTransfer(trx: Transaction<DB>, actor: PostingActor, input: SlocTransferInput): Promise<PostedXferPosting> {
  return postTransferPosting(trx, actor, {
    movementType: '311',
    from: { plant: input.plant, sloc: input.fromSloc, ...(input.fromBin ? { bin: input.fromBin } : {}) },
    to: { sloc: input.toSloc, ...(input.toBin ? { bin: input.toBin } : {}) },
    lines: input.lines,
  });
}
