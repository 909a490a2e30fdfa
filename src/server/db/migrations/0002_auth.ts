import { type Kysely, sql } from 'kysely';

/** Users, roles and grants of (module, transaction code), scopes, sessions, audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table app_user (
  user_id serial primary key,
  username text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null default '',
  email text,
  phone text,
  language varchar(5) not null default 'en',
  is_warehouse_user boolean not null default false,
  is_admin boolean not null default false,
  default_page text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);
create unique index app_user_username_idx on app_user (lower(username));
create table role (
  role_id varchar(30) primary key,
  description text not null
);
create table role_grant (
  role_id varchar(30) not null references role on delete cascade,
  module varchar(20) not null,
  tcode varchar(20) not null,
  primary key (role_id, module, tcode)
);
create table user_role (
  user_id integer not null references app_user on delete cascade,
  role_id varchar(30) not null references role on delete cascade,
  primary key (user_id, role_id)
);
create table user_plant (
  user_id integer not null references app_user on delete cascade,
  plant_id varchar(4) not null references plant,
  primary key (user_id, plant_id)
);
create table user_vendor (
  user_id integer not null references app_user on delete cascade,
  vendor_id varchar(10) not null references vendor,
  primary key (user_id, vendor_id)
);
create table user_session (
  session_hash char(64) primary key,
  user_id integer not null references app_user on delete cascade,
  csrf_token char(64) not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index user_session_user_idx on user_session (user_id);
create table login_throttle (
  throttle_key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now(),
  blocked_until timestamptz
);
create table qr_login_token (
  token_hash char(64) primary key,
  user_id integer not null references app_user on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  redeemed_at timestamptz,
  redeemed_ip text
);
create table user_preference (
  user_id integer not null references app_user on delete cascade,
  area varchar(20) not null,
  data jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, area)
);
create table audit_log (
  audit_id bigserial primary key,
  at timestamptz not null default now(),
  user_id integer,
  action varchar(40) not null,
  object_type varchar(40),
  object_id text,
  ip text,
  details jsonb
);
create index audit_log_at_idx on audit_log (at);
create index audit_log_object_idx on audit_log (object_type, object_id);
create function audit_log_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'audit rows are append-only' using errcode = '55000';
end $$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_immutable();
`.execute(db);
}
