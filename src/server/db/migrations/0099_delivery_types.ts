import { type Kysely, sql } from 'kysely';

/**
 * Delivery types (spec: vendor portal delivery types) as configuration: which orders each type
 * delivers. The delivery screens' order filters list them; returns add their type here once they exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table delivery_type (
  delivery_type varchar(4) primary key,
  description text not null,
  order_type varchar(3) not null unique check (order_type in ('SO', 'STO')),
  sort_order integer not null
);
insert into delivery_type (delivery_type, description, order_type, sort_order) values
  ('LF', 'Outbound delivery (sales orders)', 'SO', 10),
  ('NL', 'Replenishment delivery (stock transport orders)', 'STO', 20);
`.execute(db);
}
