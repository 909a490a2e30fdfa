import { type Kysely, sql } from 'kysely';

/**
 * The second factor (TOTP, RFC 6238) and its policy. By the kind of user (second_factor_setting, one
 * row): required for administrators (the flag) and supplier users, optional for warehouse users
 * (their handhelds are paired by QR code); and any role may require it of its holders besides
 * (role.second_factor_required). A session opened by a user who must enrol first is marked and
 * reaches nothing but the enrolment (second_factor_enrolment). The password's correct answer opens a
 * pending sign-in, not a session, while the second step is asked for. The demo seed sets it optional.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table role add column second_factor_required boolean not null default false;
create table second_factor_setting (
  id boolean primary key default true check (id),
  administrators_required boolean not null default true,
  suppliers_required boolean not null default true,
  warehouse_required boolean not null default false
);
insert into second_factor_setting (id) values (true);
alter table user_session add column second_factor_enrolment boolean not null default false;
create table user_totp (
  user_id integer primary key references app_user on delete cascade,
  secret varchar(64) not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  last_step bigint
);
create table user_recovery_code (
  user_id integer not null references app_user on delete cascade,
  code_hash char(64) not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);
create table pending_sign_in (
  token_hash char(64) primary key,
  user_id integer not null references app_user on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index pending_sign_in_user on pending_sign_in (user_id);`.execute(db);
}
