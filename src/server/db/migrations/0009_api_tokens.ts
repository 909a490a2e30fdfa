import { type Kysely, sql } from 'kysely';

/**
 * Service accounts and API tokens: machine callers (an ERP) send `Authorization: Bearer
 * spt_...`. Each token has its own service account (an app_user that can never sign in: inactive,
 * no usable password), so documents it posts name it as creator. Only the token's SHA-256 is
 * stored; the secret is shown once at creation. Scopes are INTEGRATION tcodes; plants empty = all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table app_user add column service_account boolean not null default false;
create table api_token (
  token_id serial primary key,
  name text not null,
  token_hash char(64) not null unique,
  prefix varchar(12) not null,
  scopes jsonb not null,
  plants jsonb not null default '[]',
  service_user_id integer not null unique references app_user,
  created_by integer references app_user,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by integer references app_user,
  constraint api_token_name check (length(name) between 1 and 60),
  constraint api_token_scopes check (jsonb_typeof(scopes) = 'array' and jsonb_array_length(scopes) > 0),
  constraint api_token_plants check (jsonb_typeof(plants) = 'array')
);
comment on column api_token.plants is 'plant ids the token may touch; empty: every plant';
create index api_token_created_idx on api_token (created_at desc);
`.execute(db);
}
