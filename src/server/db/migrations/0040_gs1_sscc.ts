import { type Kysely, sql } from 'kysely';

/**
 * GS1 numbering for SSCCs: the company prefix and extension digit as configuration (one
 * row; a company changes it by a migration or an administrator's update), and the serial-reference
 * number range. SSCC = extension digit + company prefix + serial reference (17 digits together) +
 * check digit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table gs1_configuration (
  id boolean primary key default true check (id),
  company_prefix varchar(12) not null check (company_prefix ~ '^[0-9]{6,12}$'),
  extension_digit char(1) not null default '3' check (extension_digit ~ '^[0-9]$')
);
comment on table gs1_configuration is 'one row: the GS1 company prefix SSCCs are numbered under';
insert into gs1_configuration (company_prefix, extension_digit) values ('4012345', '3');
insert into number_range (object, next_value, last_value) values ('sscc', 1, 9999999999);
`.execute(db);
}
