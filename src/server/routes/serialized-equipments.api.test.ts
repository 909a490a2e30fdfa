import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';

const api = appForFile(['whfra', 'whnwk', 'supplier'] as const);
const V1 = '/supplier/api/warehouse/serialized-equipments';
const V2 = '/supplier/api/warehouse/v2/serialized-equipments';
type Row = { equipmentNumber: string; serialNumber: string; material: string; plant: string; status: string; locked: boolean };
const items = (res: { json: () => { items: Row[] } }) => res.json().items;

describe('serialized equipment v1 and v2', () => {
  it('v1 finds by serial and material; v2 pages and filters by plant, status, lock and material group', async () => {
    const db = api.t.database.db;
    const one = await sql<{ equipment_number: string; serial_number: string; material_id: string; material_group: string }>`
      select e.equipment_number, e.serial_number, e.material_id, m.material_group from equipment e
      join material m on m.material_id = e.material_id where e.plant_id = '1000' and e.status = 'IN_STOCK'
      order by e.equipment_number limit 1`.execute(db);
    const e = one.rows[0];
    if (!e) throw new Error('no equipment in stock in plant 1000');

    const v1 = await getAs(api.whfra, `${V1}?serialNo=${e.serial_number}&material=${e.material_id}`);
    expect(v1.statusCode).toBe(200);
    expect(items(v1).map((r) => r.equipmentNumber)).toEqual([e.equipment_number]);

    // material group: every row's material is of the group, the one above among them
    const group = await getAs(api.whfra, `${V2}?materialGroup=${e.material_group}&plant=1000&pageSize=200`);
    expect(group.statusCode).toBe(200);
    const grouped = items(group);
    expect(grouped.map((r) => r.equipmentNumber)).toContain(e.equipment_number);
    const groups = await db
      .selectFrom('material')
      .select('material_group')
      .distinct()
      .where('material_id', 'in', [...new Set(grouped.map((r) => r.material))])
      .execute();
    expect(groups.map((g) => g.material_group)).toEqual([e.material_group]);
    const other = await db
      .selectFrom('material')
      .select('material_group')
      .where('material_group', '<>', e.material_group)
      .executeTakeFirstOrThrow();
    expect(items(await getAs(api.whfra, `${V2}?materialGroup=${other.material_group}&serialNo=${e.serial_number}`))).toEqual([]);

    // v2's plant is the equipment's plant whatever its status (v1: in stock there): serials on their way in
    const moving = await db
      .selectFrom('equipment')
      .select(['equipment_number', 'serial_number'])
      .where('plant_id', '=', '1000')
      .where('status', '=', 'IN_TRANSIT')
      .orderBy('equipment_number')
      .executeTakeFirst();
    if (!moving) throw new Error('no equipment in transit to plant 1000');
    const inTransit = await getAs(api.whfra, `${V2}?plant=1000&status=IN_TRANSIT&serialNo=${moving.serial_number}`);
    expect(items(inTransit).map((r) => [r.equipmentNumber, r.status])).toEqual([[moving.equipment_number, 'IN_TRANSIT']]);
    expect(items(await getAs(api.whfra, `${V1}?plant=1000&status=IN_TRANSIT&serialNo=${moving.serial_number}`))).toEqual([]);

    // paging: two pages of one filter, no row twice, the same total
    const page1 = await getAs(api.whfra, `${V2}?plant=1000&locked=false&pageSize=3&page=1`);
    const page2 = await getAs(api.whfra, `${V2}?plant=1000&locked=false&pageSize=3&page=2`);
    expect(page1.json().total).toBe(page2.json().total);
    expect(page1.json().total).toBeGreaterThan(3);
    const both = [...items(page1), ...items(page2)];
    expect(new Set(both.map((r) => r.equipmentNumber)).size).toBe(6);
    expect(both.every((r) => r.plant === '1000' && !r.locked)).toBe(true);

    // v2 by equipment number: the equipment with its history; out of scope reads like unknown
    const detail = await getAs(api.whfra, `${V2}/${e.equipment_number}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ equipmentNumber: e.equipment_number, serialNumber: e.serial_number });
    expect(detail.json().history.length).toBeGreaterThan(0);
    expect((await getAs(api.whnwk, `${V2}/${e.equipment_number}`)).statusCode).toBe(404);
    expect(items(await getAs(api.whnwk, `${V2}?serialNo=${e.serial_number}`))).toEqual([]);
    expect((await getAs(api.supplier, V2)).statusCode).toBe(403);
    expect((await getAs(api.supplier, `${V2}/${e.equipment_number}`)).statusCode).toBe(403);
  });

  it('names the field of hostile input', async () => {
    await expectBadInput(api.whfra, `${V2}?materialGroup=${'G'.repeat(10)}`, 'materialGroup');
    await expectBadInput(api.whfra, `${V2}?materialGroup=a%20b`, 'materialGroup');
    await expectBadInput(api.whfra, `${V2}?page=1e400`, 'page');
    await expectBadInput(api.whfra, `${V2}?status=GONE`, 'status');
    await expectBadInput(api.whfra, `${V2}/${'9'.repeat(19)}`, 'equipmentNumber');
    for (const hostile of ['%00', '%ED%A0%80']) expect((await getAs(api.whfra, `${V2}?materialGroup=G${hostile}`)).statusCode).toBe(400);
  });
});
