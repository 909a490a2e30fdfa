import type { Transaction } from 'kysely';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import {
  type PostedXferPosting,
  type SlocTransferInput,
  TRANSFER_TYPES,
  type TransferType,
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
 * Two steps plant to plant: 303 puts the lines into transit to the receiving plant (`to.plant`);
 * 305 places lines of a 303 document (`transitDocument`, `transitItem` per line) into a position of
 * the receiving plant (`to`), never more than the 303 item put into transit and no 305 placed yet.
 */
export async function postTransferPosting(trx: Transaction<DB>, actor: PostingActor, input: XferPostingInput): Promise<PostedXferPosting> {
  const type = TRANSFER_TYPES.find((t) => t.type === input.movementType);
  if (!type) throw new DomainError('MOVEMENT_TYPE_UNKNOWN', { type: input.movementType });
  if (type.destination === 'PLACEMENT') return postPlacement(trx, actor, type, input);
  if (!input.from) throw new DomainError('SOURCE_REQUIRED', { type: type.type });
  if (input.transitDocument || input.lines.some((l) => l.transitItem !== undefined))
    throw new DomainError('FIELD_NOT_ALLOWED', { type: type.type, field: 'material document in transit' });
  const to = input.to ?? {};
  const category = type.fromCategory ?? input.from.category ?? 'UNRESTRICTED';
  const from = { plant: input.from.plant, sloc: input.from.sloc, ...(input.from.bin ? { bin: input.from.bin } : {}), category };
  const items: PostingItemInput[] = input.lines.flatMap((line): PostingItemInput[] => {
    const base = lineBase(type.type, line);
    switch (type.destination) {
      case 'PLANT':
        return [
          {
            ...base,
            from,
            to: { ...(to.plant ? { plant: to.plant } : {}), ...(to.sloc ? { sloc: to.sloc } : {}), ...(to.bin ? { bin: to.bin } : {}) },
          },
        ];
      case 'TRANSIT':
        // into transit: the receiving plant only (the posting refuses a storage location or bin)
        return [{ ...base, from, ...(input.to ? { to: input.to } : {}) }];
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

type Line = XferPostingInput['lines'][number];

function lineBase(movementType: string, line: Line): PostingItemInput {
  return {
    movementType,
    material: line.material,
    quantity: line.quantity,
    ...(line.batch ? { batch: line.batch } : {}),
    ...(line.serials?.length ? { serials: line.serials } : {}),
    ...(line.reason ? { reason: line.reason } : {}),
  };
}

/** 305: the lines of a 303 document out of transit into a position of the receiving plant, for that document. */
async function postPlacement(
  trx: Transaction<DB>,
  actor: PostingActor,
  type: TransferType,
  input: XferPostingInput,
): Promise<PostedXferPosting> {
  if (input.from) throw new DomainError('SOURCE_NOT_ALLOWED', { type: type.type });
  if (!input.transitDocument) throw new DomainError('FIELD_REQUIRED', { type: type.type, field: 'material document in transit (303)' });
  const to = input.to;
  if (!to?.plant || !to.sloc) throw new DomainError('DESTINATION_REQUIRED', { type: type.type, what: 'plant and storage location' });
  const items = input.lines.map((line, index): PostingItemInput => {
    if (line.toMaterial) throw new DomainError('FIELD_NOT_ALLOWED', { type: type.type, field: 'receiving material' });
    if (line.transitItem === undefined)
      throw new DomainError('FIELD_REQUIRED', {
        type: type.type,
        field: `item of material document ${input.transitDocument} (line ${index + 1})`,
      });
    return {
      ...lineBase(type.type, line),
      to: { plant: to.plant, sloc: to.sloc, ...(to.bin ? { bin: to.bin } : {}) },
      referenceItem: line.transitItem,
    };
  });
  const posted = await postMaterialDocument(trx, actor, {
    headerText: input.headerText ?? `Transfer posting ${type.type} ${type.text.toLowerCase()}`,
    reference: { type: 'MD', number: input.transitDocument },
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
