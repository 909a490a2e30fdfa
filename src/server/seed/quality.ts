import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { systemPrincipal } from '../domain/principal';
import { type PostingActor, postMaterialDocument } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';
import { insertChunked } from './insert-chunked';

/**
 * Quality management demo data: the defect catalogue per product category, each plant's
 * repair cost centre, and for the quality e2e a quality-inspected serialized terminal on its own
 * purchase order (ZQM-TRM-E2E, PO 4590000001, 3 pieces for plant 1000) and a spare part with stock in
 * the repair shop (ZQM-PART-E2E, plant 1000 sloc 0002). Codes are prefixed QM so no other area collides.
 */
export const QM_E2E = { material: 'ZQM-TRM-E2E', part: 'ZQM-PART-E2E', po: '4590000001', poItem: 10 } as const;

const CATALOGUE: Record<string, [string, string, [string, string][]][]> = {
  TERMINAL: [
    [
      'DISP',
      'Display',
      [
        ['CRACK', 'Cracked screen'],
        ['PIXEL', 'Dead pixels'],
        ['DIM', 'Backlight dim'],
      ],
    ],
    [
      'POWR',
      'Power',
      [
        ['NOBOOT', 'Does not boot'],
        ['PSU', 'Power supply faulty'],
      ],
    ],
    [
      'HOUS',
      'Housing',
      [
        ['SCRAT', 'Scratched'],
        ['DENT', 'Dented'],
        ['HINGE', 'Hinge broken'],
      ],
    ],
  ],
  KEYBOARD: [
    [
      'KEYS',
      'Keys',
      [
        ['STUCK', 'Key stuck'],
        ['MISS', 'Key cap missing'],
      ],
    ],
    [
      'CONN',
      'Connection',
      [
        ['CABLE', 'Cable damaged'],
        ['USB', 'Not recognised over USB'],
      ],
    ],
  ],
  MONITOR: [
    [
      'PANL',
      'Panel',
      [
        ['CRACK', 'Cracked panel'],
        ['PIXEL', 'Dead pixels'],
      ],
    ],
    [
      'STND',
      'Stand',
      [
        ['WOBBL', 'Stand wobbles'],
        ['BROKE', 'Stand broken'],
      ],
    ],
  ],
  GENERAL: [
    [
      'GEN',
      'General',
      [
        ['DAMAG', 'Transport damage'],
        ['MISSP', 'Missing parts'],
        ['OTHER', 'Other defect'],
      ],
    ],
  ],
};

export async function seedQuality(db: Kysely<DB>): Promise<void> {
  await insertChunked(
    db,
    'quality_code_group',
    Object.entries(CATALOGUE).flatMap(([prodcat, groups]) =>
      groups.map(([code_group, description]) => ({ prodcat, code_group, description })),
    ),
  );
  await insertChunked(
    db,
    'quality_code',
    Object.entries(CATALOGUE).flatMap(([prodcat, groups]) =>
      groups.flatMap(([code_group, , codes]) => codes.map(([code, description]) => ({ prodcat, code_group, code, description }))),
    ),
  );
  const plants = await db.selectFrom('plant').select(['plant_id', 'company_code']).orderBy('plant_id').execute();
  for (const p of plants) {
    const cc = await db
      .selectFrom('cost_center')
      .select('cost_center')
      .where('company_code', '=', p.company_code)
      .orderBy('cost_center')
      .executeTakeFirst();
    await db
      .insertInto('quality_plant_setting')
      .values({ plant_id: p.plant_id, repair_cost_center: cc?.cost_center ?? null })
      .execute();
  }

  // the e2e's own terminal, part and purchase order
  if (!plants.some((p) => p.plant_id === '1000')) return;
  await insertChunked(db, 'material', [
    {
      material_id: QM_E2E.material,
      description: 'Terminal for quality inspection (QM e2e)',
      material_type: 'FERT',
      material_group: 'TERM',
      serialized: true,
      quality_inspected: true,
      product_category: 'TERMINAL',
    },
    { material_id: QM_E2E.part, description: 'Display panel, spare part (QM e2e)', material_type: 'ERSA', material_group: 'SPAR' },
  ]);
  await insertChunked(db, 'material_plant', [
    { material_id: QM_E2E.material, plant_id: '1000', default_sloc: '0001' },
    { material_id: QM_E2E.part, plant_id: '1000', default_sloc: '0002' },
  ]);
  const vendor = await db
    .selectFrom('vendor')
    .select('vendor_id')
    .where('vendor_id', '<>', 'V100001')
    .orderBy('vendor_id')
    .executeTakeFirst();
  const company = plants.find((p) => p.plant_id === '1000')?.company_code as string;
  if (vendor) {
    await db
      .insertInto('purchase_order')
      .values({
        po_number: QM_E2E.po,
        vendor_id: vendor.vendor_id,
        plant_id: '1000',
        company_code: company,
        document_date: new Date().toISOString().slice(0, 10),
      })
      .execute();
    await db
      .insertInto('purchase_order_item')
      .values({
        po_number: QM_E2E.po,
        item_no: QM_E2E.poItem,
        material_id: QM_E2E.material,
        plant_id: '1000',
        sloc_id: '0001',
        quantity: '3.000',
        delivery_date: new Date().toISOString().slice(0, 10),
      })
      .execute();
  }
  const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const actor: PostingActor = systemPrincipal({
    userId: admin.user_id,
    username: 'admin',
    isAdmin: true,
    plants: plants.map((p) => p.plant_id),
  });
  await withPostingRetry(db, (trx) =>
    postMaterialDocument(trx, actor, {
      headerText: 'Quality demo: spare parts for repairs',
      items: [
        { movementType: '561', material: QM_E2E.part, quantity: '50', to: { plant: '1000', sloc: '0002', category: 'UNRESTRICTED' } },
      ],
    }),
  );
}
