import type { Kysely } from 'kysely';
import { t } from '../../../shared/i18n';
import { displayQuantity } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { SsccLabelData } from '../labels';
import type { Viewer } from '../master-data/viewer';
import { getAsn } from './asn-queries';

/**
 * The SSCC labels of a shipping notice, one per package (pallets and their cartons, in the notice's
 * order): from the supplier to the receiving plant, the package's SSCC as GS1-128, its contents.
 * Readable by whoever may read the notice (its supplier, the plant's warehouse).
 */
export async function asnLabelData(db: Kysely<DB>, viewer: Viewer, asnNumber: string): Promise<SsccLabelData[]> {
  const notice = await getAsn(db, viewer, asnNumber);
  const [vendor, plant] = await Promise.all([
    db.selectFrom('vendor').select(['name', 'city', 'country']).where('vendor_id', '=', notice.vendor).executeTakeFirstOrThrow(),
    db.selectFrom('plant').select(['name', 'city', 'country']).where('plant_id', '=', notice.plant).executeTakeFirstOrThrow(),
  ]);
  const units = new Map(notice.items.map((i) => [i.itemNo, { unit: i.baseUnit, description: i.materialDescription }]));
  const cartons = notice.packages.filter((p) => p.kind === 'CARTON');
  return notice.packages.map((p, index) => {
    const inside = cartons.filter((c) => c.parentSscc === p.sscc);
    const contents = p.items.slice(0, inside.length > 0 ? 5 : 6).map((c) => ({
      material: c.material,
      description: (units.get(c.itemNo)?.description ?? '').slice(0, 40),
      quantity: displayQuantity(c.quantity),
      unit: units.get(c.itemNo)?.unit ?? 'EA',
    }));
    if (inside.length > 0)
      contents.push({
        material: t('label.cartonsInside', { count: inside.length }),
        description: t('label.onThisPallet'),
        quantity: String(inside.length),
        unit: 'HU',
      });
    return {
      sscc: p.sscc,
      handlingUnit: t(p.kind === 'PALLET' ? 'label.palletOf' : 'label.cartonOf', {
        number: String(index + 1),
        of: String(notice.packages.length),
      }),
      shipFrom: { name: `${notice.vendor} ${vendor.name}`.slice(0, 60), lines: [`${vendor.city} ${vendor.country}`] },
      shipTo: {
        name: `${notice.plant} ${plant.name}`.slice(0, 60),
        lines: [t('label.purchaseOrder', { po: notice.poNumber }), `${plant.city} ${plant.country}`],
      },
      deliveryNumber: notice.asnNumber,
      contents,
    };
  });
}
