import { type Kysely, sql } from 'kysely';

/**
 * What a signed-in user may do (grants through roles, plants, vendors) gets a version. The
 * session lookup of every request without the session cache reads the session, the user and this
 * number in one small query, and takes the grants and scope from the process's memory while the number
 * is the same; only a changed number reads them again. Triggers raise it on every change to the user's
 * roles, to a grant of one of its roles, to its plants or its vendors, however it is made (the admin
 * screens, an import, SQL by hand), so the memory can never answer with an authorization the database
 * no longer holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create sequence user_profile_version;
alter table app_user add column profile_version bigint not null default nextval('user_profile_version');

create function user_profile_changed() returns trigger language plpgsql as $$
declare
  v_row record := coalesce(new, old);
begin
  if tg_table_name = 'role_grant' then
    update app_user set profile_version = nextval('user_profile_version')
      where user_id in (select r.user_id from user_role r where r.role_id = v_row.role_id);
    if tg_op = 'UPDATE' and old.role_id <> new.role_id then
      update app_user set profile_version = nextval('user_profile_version')
        where user_id in (select r.user_id from user_role r where r.role_id = old.role_id);
    end if;
  else
    update app_user set profile_version = nextval('user_profile_version') where user_id = v_row.user_id;
    if tg_op = 'UPDATE' and old.user_id <> new.user_id then
      update app_user set profile_version = nextval('user_profile_version') where user_id = old.user_id;
    end if;
  end if;
  return null;
end $$;
create trigger user_role_profile after insert or update or delete on user_role
  for each row execute function user_profile_changed();
create trigger role_grant_profile after insert or update or delete on role_grant
  for each row execute function user_profile_changed();
create trigger user_plant_profile after insert or update or delete on user_plant
  for each row execute function user_profile_changed();
create trigger user_vendor_profile after insert or update or delete on user_vendor
  for each row execute function user_profile_changed();
`.execute(db);
}
