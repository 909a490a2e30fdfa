import { type Kysely, sql } from 'kysely';

/** Document types numbered from a sequence from now on, with the range their number_range row had. */
const SEQUENCED = [
  ['material_document', 'material_document_number'],
  ['transfer_order', 'transfer_order_number'],
  ['delivery', 'delivery_number'],
] as const;

/**
 * Document numbers from sequences. A number_range row is locked until its posting commits,
 * so every posting of a type waited for the one before it, Node round trips included. A sequence hands
 * out the next number at once: numbers stay unique and rising, a rolled-back posting leaves a gap (SAP
 * buffers material document numbers the same way). The range (first free number, last number) moves
 * from number_range to the sequence; number_range keeps the types that stay gap-free (PI documents,
 * ASNs, tickets, HUs, shipments, SSCC serial references).
 *
 * Because numbers no longer follow commit order, a material document records its transaction
 * (`xact_id`) and a physical-inventory count records the snapshot it read the book in
 * (`ledger_snapshot`): "the ledger up to the count" is exactly the documents visible in that snapshot
 * (`pg_visible_in_snapshot`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [object, sequence] of SEQUENCED) {
    const row = await sql<{ next_value: string; last_value: string }>`
      select next_value::text, last_value::text from number_range where object = ${object}`.execute(db);
    const range = row.rows[0];
    if (!range) throw new Error(`number_range has no row for ${object}`);
    await sql`create sequence ${sql.id(sequence)} as bigint minvalue ${sql.lit(Number(range.next_value))} maxvalue ${sql.lit(Number(range.last_value))} start with ${sql.lit(Number(range.next_value))} no cycle`.execute(
      db,
    );
    await sql`delete from number_range where object = ${object}`.execute(db);
  }
  await sql`
alter table material_document add column xact_id xid8 not null default pg_current_xact_id();
comment on column material_document.xact_id is 'the posting transaction: document numbers come from a sequence, not in commit order';
alter table pi_count add column ledger_snapshot pg_snapshot;
comment on column pi_count.ledger_snapshot is 'the snapshot the book at count was read in: the ledger up to the count is what it sees';
`.execute(db);
}
