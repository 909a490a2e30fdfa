import { sql, type Transaction } from 'kysely';
import type { AssignDefectsInput, FindingResult } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { json } from '../stock/posting/types';
import { auditLot, findingAnswer, lockLot, markInInspection, openLotSerial } from './lot-lock';

/** Assigns defects from the lot's product-category catalogue to a serial of the lot (or to the lot: material-level defects). */
export async function assignDefects(
  trx: Transaction<DB>,
  actor: PostingActor,
  lotNumber: string,
  input: AssignDefectsInput,
): Promise<FindingResult> {
  const lot = await lockLot(trx, actor, lotNumber);
  if (lot.prodcat !== input.prodcat)
    throw new DomainError('QUALITY_PRODCAT', { lot: lotNumber, actual: lot.prodcat, prodcat: input.prodcat });
  if (input.serial) await openLotSerial(trx, lot, input.serial);
  const wanted = input.defects.map((d) => ({ code_group: d.codeGroup, code: d.code }));
  const known = await sql<{ code_group: string; code: string }>`select c.code_group, c.code from quality_code c
    join jsonb_to_recordset(${json(wanted)}) as v(code_group text, code text) on c.code_group = v.code_group and c.code = v.code
    where c.prodcat = ${lot.prodcat}`.execute(trx);
  const found = new Set(known.rows.map((r) => `${r.code_group}/${r.code}`));
  const missing = input.defects.find((d) => !found.has(`${d.codeGroup}/${d.code}`));
  if (missing) throw new DomainError('QUALITY_DEFECT_CODE', { codeGroup: missing.codeGroup, code: missing.code, prodcat: lot.prodcat });
  await trx
    .insertInto('quality_defect')
    .values(
      input.defects.map((d) => ({
        lot_number: lotNumber,
        serial_number: input.serial ?? null,
        prodcat: lot.prodcat,
        code_group: d.codeGroup,
        code: d.code,
        note: d.note ?? '',
        document_reference: input.documentReference ?? null,
        created_by: actor.userId,
      })),
    )
    .execute();
  await markInInspection(trx, lot, input.serial);
  await auditLot(trx, actor, 'QUALITY_DEFECTS_ASSIGNED', lotNumber, {
    serial: input.serial ?? null,
    defects: input.defects.map((d) => `${d.codeGroup}/${d.code}`),
  });
  return findingAnswer(trx, lotNumber, input.serial);
}
