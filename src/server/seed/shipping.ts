import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { confirmPick } from '../domain/deliveries/confirm-pick';
import { createDelivery } from '../domain/deliveries/create-delivery';
import { createPickOrders } from '../domain/deliveries/create-pick-orders';
import { pickList } from '../domain/deliveries/delivery-queries';
import { postGoodsIssue } from '../domain/deliveries/post-goods-issue';
import { packHandlingUnit } from '../domain/handling-units/pack-handling-unit';
import { systemPrincipal } from '../domain/principal';
import { changeShipmentStatus } from '../domain/shipments/change-shipment-status';
import { createShipment } from '../domain/shipments/create-shipment';
import type { PostingActor } from '../domain/stock/posting/post-material-document';
import { postMaterialDocument } from '../domain/stock/posting/post-material-document';
import { withPostingRetry } from '../domain/stock/posting-retry';

/**
 * Demo data of shipping, all in plant 1000 under codes no other area uses: material
 * SHIP-CABLE-01 in bin SHP-01-01, sales orders 3900000001.. (customer: the first one), and
 * - 3900000001: a picked delivery of 6 to pack on the handheld;
 * - 3900000002: a delivery of two items (4 + 2), packed into one carton and goods-issued, ready for a shipment;
 * - 3900000003..22: twenty deliveries of 1, each packed, issued and in its own UPS shipment, shipped
 *   (bulk proof of delivery).
 * A printer SHIP-DOCK1 (127.0.0.1:9100) is registered for plant 1000.
 */
export const SHIPPING_MATERIAL = 'SHIP-CABLE-01';
export const SHIPPING_BIN = 'SHP-01-01';
export const shippingOrder = (n: number) => String(3900000000 + n);

export async function seedShipping(db: Kysely<DB>): Promise<void> {
  const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirst();
  if (!user) return;
  const actor: PostingActor = systemPrincipal({ userId: user.user_id, username: 'whfra', plants: ['1000'] });
  const material = await db
    .selectFrom('material')
    .select(['material_type', 'material_group'])
    .orderBy('material_id')
    .executeTakeFirstOrThrow();
  const customer = await db.selectFrom('customer').select('customer_number').orderBy('customer_number').executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('material')
      .values({
        material_id: SHIPPING_MATERIAL,
        description: 'Patch cable (shipping demo)',
        material_type: material.material_type,
        material_group: material.material_group,
        base_unit: 'EA',
      })
      .execute();
    await trx.insertInto('material_plant').values({ material_id: SHIPPING_MATERIAL, plant_id: '1000', default_sloc: '0001' }).execute();
    await trx
      .insertInto('storage_bin')
      .values({ warehouse_id: 'W10', bin_id: SHIPPING_BIN, storage_type: '001', bin_type: 'P1', capacity: '1000.000', blocked: false })
      .execute();
    await trx
      .insertInto('printer')
      .values({
        printer_id: 'SHIP-DOCK1',
        name: 'Dock 1 Zebra',
        plant_id: '1000',
        host: '127.0.0.1',
        port: 9100,
        dpi: 203,
        label_width_mm: '101.6',
        label_height_mm: '152.4',
      })
      .execute();
    const orders: [number, string[]][] = [
      [1, ['6']],
      [2, ['4', '2']],
      ...Array.from({ length: 20 }, (_, i): [number, string[]] => [i + 3, ['1']]),
    ];
    for (const [n, quantities] of orders) {
      await trx
        .insertInto('sales_order')
        .values({ sales_order_number: shippingOrder(n), customer_number: customer.customer_number, plant_id: '1000', document_date: today })
        .execute();
      await trx
        .insertInto('sales_order_item')
        .values(
          quantities.map((quantity, i) => ({
            sales_order_number: shippingOrder(n),
            item_no: (i + 1) * 10,
            material_id: SHIPPING_MATERIAL,
            sloc_id: '0001',
            quantity,
            delivery_date: today,
          })),
        )
        .execute();
    }
  });
  const run = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => withPostingRetry(db, fn);
  await run((trx) =>
    postMaterialDocument(trx, actor, {
      headerText: 'Shipping demo stock',
      items: [
        { movementType: '561', material: SHIPPING_MATERIAL, quantity: '100', to: { plant: '1000', sloc: '0001', bin: SHIPPING_BIN } },
      ],
    }),
  );
  const viewer = { isAdmin: false, isWarehouseUser: true, plants: ['1000'], vendors: [] };
  const picked = async (n: number, quantities: string[]) => {
    const created = await run((trx) =>
      createDelivery(
        trx,
        actor,
        { type: 'SO', number: shippingOrder(n) },
        { lines: quantities.map((quantity, i) => ({ itemNo: (i + 1) * 10, quantity })) },
      ),
    );
    const delivery = created.deliveries[0]?.deliveryNumber as string;
    await run((trx) => createPickOrders(trx, actor, delivery));
    for (const l of (await pickList(db, viewer, delivery)).lines) {
      await run((trx) =>
        confirmPick(trx, actor, delivery, l.orderId, l.lineNo, { sourceBin: l.sourceBin, material: l.material, quantity: l.quantity }),
      );
    }
    return delivery;
  };
  const packedAndIssued = async (n: number, quantities: string[]) => {
    const delivery = await picked(n, quantities);
    const total = quantities.reduce((a, q) => a + Number(q), 0);
    await run((trx) =>
      packHandlingUnit(trx, actor, {
        deliveryNumber: delivery,
        packagingMaterial: 'CARTON',
        grossWeight: String(total * 0.2),
        lines: [{ material: SHIPPING_MATERIAL, quantity: String(total) }],
        handlingUnits: [],
      }),
    );
    await run((trx) => postGoodsIssue(trx, actor, delivery));
    return delivery;
  };
  await picked(1, ['6']);
  await packedAndIssued(2, ['4', '2']);
  for (let n = 3; n <= 22; n++) {
    const delivery = await packedAndIssued(n, ['1']);
    const shipment = await run((trx) => createShipment(trx, actor, { carrier: 'UPS', deliveries: [delivery] }));
    await run((trx) => changeShipmentStatus(trx, actor, shipment.shipmentNumber, { status: 'LOADING' }));
    await run((trx) => changeShipmentStatus(trx, actor, shipment.shipmentNumber, { status: 'SHIPPED' }));
  }
}
