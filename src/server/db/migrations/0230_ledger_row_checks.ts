import { type Kysely, sql } from 'kysely';

/**
 * The item table's row checks as one function call (issue 41). PostgreSQL reads a table's CHECK expressions from
 * their stored text and plans them again for every statement that writes the table (ExecRelCheck: stringToNode,
 * then eval_const_expressions). The item table's six checks were 13 KB of node text (the kind lists as arrays of
 * varchar constants), most of the 8-9 % of a plain posting's backend CPU that went to reading and planning checks
 * rather than evaluating them. A check that calls a PL/pgSQL function is read as one call; the function's body is
 * compiled once per connection. Side by side (bench/posting-cost-pair.ts) a posting took 3-6 % less backend CPU.
 *
 * `material_document_item_valid` (ledger_item_valid) holds the same rules (ledger-row-checks.db.test.ts compares it
 * with the old expressions over every combination of kinds and present or missing columns): quantity above zero;
 * both sides of a known kind; a position side names plant, storage location and category, and only a position side
 * does; a transit side and only then a receiving plant; at least one side a position or in transit; a side at the
 * vendor names the vendor. It replaces material_document_item_quantity, _from, _to, _transit, _kinds_at_vendor and
 * _at_vendor. The function is not STRICT (a missing column must not make the check pass) and only compares its
 * arguments. Like a trigger function it lives in the migration whose constraint needs it: a changed rule is a new
 * function and a new constraint, not a replaced body that existing rows were never checked against.
 *
 * Only the item table: the header's and the stock table's checks are small, and the stock table is the first a
 * posting locks. Taking it here would deadlock with a posting that holds its stock rows and waits for the header
 * that an earlier migration of the same run holds (upgrade.pg.test's rolling upgrade from 0.2.0 found that one).
 * Expand only: every row satisfies the new check because it satisfied the old ones, so it is added NOT VALID (no
 * scan of the ledger under the table's lock, as in 0220); release 0.2.0 writes rows that satisfy both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function ledger_item_valid(quantity numeric, from_kind text, from_plant text, from_sloc text, from_category text,
    to_kind text, to_plant text, to_sloc text, to_category text, receiving_plant text, vendor_id text)
  returns boolean language plpgsql immutable as $$
begin
  return quantity > 0
    and from_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
    and to_kind in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
    and (from_kind = 'POSITION') = (from_plant is not null and from_sloc is not null and from_category is not null)
    and (to_kind = 'POSITION') = (to_plant is not null and to_sloc is not null and to_category is not null)
    and (from_kind = 'TRANSIT' or to_kind = 'TRANSIT') = (receiving_plant is not null)
    and (from_kind = 'POSITION' or to_kind = 'POSITION' or from_kind = 'TRANSIT' or to_kind = 'TRANSIT')
    and (vendor_id is not null or not (from_kind = 'AT_VENDOR' or to_kind = 'AT_VENDOR'));
end $$;

alter table material_document_item
  drop constraint material_document_item_quantity,
  drop constraint material_document_item_from,
  drop constraint material_document_item_to,
  drop constraint material_document_item_transit,
  drop constraint material_document_item_kinds_at_vendor,
  drop constraint material_document_item_at_vendor,
  add constraint material_document_item_valid check (ledger_item_valid(quantity, from_kind, from_plant, from_sloc,
    from_category, to_kind, to_plant, to_sloc, to_category, receiving_plant, vendor_id)) not valid;
`.execute(db);
}
