import { type Kysely, sql } from 'kysely';

/**
 * Document locks of the vendor portal (spec "document lock and unlock by {documentId}"):
 * one row per locked supplier-facing document (a purchase order), held by one user until it is
 * unlocked or expires. Taking a lock is one upsert that succeeds only when the row is free,
 * expired or already the caller's (domain/document-locks/document-locks.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table document_lock (
  document_type varchar(4) not null check (document_type in ('PO')),
  document_id varchar(10) not null,
  locked_by integer not null references app_user,
  locked_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (document_type, document_id)
);
`.execute(db);
}
