import { type Kysely, sql } from 'kysely';

/**
 * Natural batching of one-call postings. While a posting call is in flight, the portal
 * queues the next plain documents and sends them together to posting_post_batch: one statement, one
 * transaction, one commit (one WAL flush) for all of them, each document in its own subtransaction
 * (a PL/pgSQL block with an exception handler), so one refused document (PP001/PP002, a check) rolls
 * back alone and answers its own error while the others post. Durability is unchanged: nothing is
 * answered before the batch commits, and synchronous_commit stays on.
 *
 * Locks: the first document of a batch may wait for its rows as any posting does (it holds nothing
 * yet). Every later one holds the rows of the documents before it, so it waits at most 20 ms
 * (lock_timeout, local to the batch's transaction) and answers 55P03 instead: the portal posts it
 * again on its own. Two batches can therefore never deadlock each other nor a transaction-path
 * posting; they only ever wait the way a single posting waits.
 *
 * Lean rows, continued from 0092: a material document's creator and an Idempotency-Key's user no
 * longer check a foreign key against app_user. Each check locked the signed-in user's row FOR KEY SHARE,
 * and a user posting from several handhelds at once (or the integration user) turned that one row into
 * a multixact of concurrent lockers on every posting. The posting checks the user anyway (the session
 * or API token in the claim); users are deactivated, never deleted, and a delete of a user whose name is
 * on posted documents is refused by trigger with the foreign-key error code (23503), as for materials.
 *
 * posting_post_batch is no longer defined here: it has its file in db/functions/ (its current body), which the
 * migrator applies after the migrations whenever it changed. This migration created it until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table material_document drop constraint material_document_created_by_fkey;
alter table idempotency_key drop constraint idempotency_key_user_id_fkey;

create function app_user_in_ledger() returns trigger language plpgsql as $$
begin
  if exists (select 1 from material_document where created_by = old.user_id) then
    raise exception 'user % has posted material documents and cannot be deleted', old.username using errcode = '23503';
  end if;
  delete from idempotency_key where user_id = old.user_id;
  return old;
end $$;
create trigger app_user_in_ledger before delete on app_user
  for each row execute function app_user_in_ledger();
`.execute(db);
}
