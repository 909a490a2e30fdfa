import { type Kysely, sql } from 'kysely';

/**
 * The audit trail to read (domain/audit/): the plant a row belongs to (a posting's plant, set by
 * posting_write_document; other actions when they name one), indexes for the search's filters (user,
 * action, plant, object, each with the time it is ordered by), and the one way rows leave the trail:
 * the retention job. The trail stays append-only (0002): an UPDATE is always refused, a DELETE only
 * passes when the transaction set `portal.audit_purge_before` (set_config(..., true): that transaction
 * only) to an instant at least a day ago and the row is older than it (domain/audit/retention.ts). A trigger's
 * function is defined once (db/functions' rule): 0002's audit_log_immutable gives way to audit_log_guard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table audit_log add column plant_id varchar(4);
create index audit_log_user_at_idx on audit_log (user_id, at);
create index audit_log_action_at_idx on audit_log (action, at);
create index audit_log_plant_at_idx on audit_log (plant_id, at) where plant_id is not null;
create index audit_log_object_at_idx on audit_log (object_id, at);
create function audit_log_guard() returns trigger language plpgsql as $$
declare
  v_cutoff timestamptz;
begin
  if tg_op = 'DELETE' then
    v_cutoff := nullif(current_setting('portal.audit_purge_before', true), '')::timestamptz;
    if v_cutoff is not null and v_cutoff <= now() - interval '1 day' and old.at < v_cutoff then
      return old;
    end if;
  end if;
  raise exception 'audit rows are append-only' using errcode = '55000';
end $$;
drop trigger audit_log_no_update on audit_log;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_guard();
drop function audit_log_immutable();
`.execute(db);
}
