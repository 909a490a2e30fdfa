import { sql, type Transaction } from 'kysely';
import type { PiCountInput } from '../../../shared/contracts/physical-inventory/schemas';
import { lineProblem } from '../../../shared/line-rules';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The serials of a count: a serialized material is counted by serial (as many as the quantity, each
 * once, none counted in another bin of the same document: the document row is locked, so two
 * counters cannot both take one serial); other materials take none. Null for a material without serials.
 */
export async function checkCountedSerials(
  trx: Transaction<DB>,
  piNumber: string,
  material: { material_id: string; serialized: boolean },
  input: PiCountInput,
): Promise<string[] | null> {
  const serials = (input.serials ?? []).map((s) => s.trim());
  const problem = lineProblem({ material: material.material_id, serialized: material.serialized, quantity: input.quantity, serials });
  if (problem) throw new DomainError(problem.code, problem.params);
  if (!material.serialized) return null;
  if (serials.length === 0) return [];
  const elsewhere = await sql<{ serial: string; bin_id: string }>`select s.serial, i.bin_id
    from pi_item i cross join lateral unnest(i.counted_serials) as s(serial)
    where i.pi_number = ${piNumber} and i.material_id = ${material.material_id} and i.bin_id <> ${input.bin}
      and s.serial in (select jsonb_array_elements_text(${json(serials)}))
    order by s.serial limit 1`.execute(trx);
  const clash = elsewhere.rows[0];
  if (clash)
    throw new DomainError('PI_SERIAL_COUNTED_ELSEWHERE', {
      serial: clash.serial,
      material: material.material_id,
      bin: clash.bin_id,
      number: piNumber,
    });
  return [...serials].sort();
}
