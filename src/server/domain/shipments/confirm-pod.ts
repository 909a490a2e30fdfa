import { sql, type Transaction } from 'kysely';
import type { BulkPodInput, BulkPodPreview, BulkPodResult, PodConfirmed, PodInput } from '../../../shared/contracts/shipping/schemas';
import { t } from '../../../shared/i18n';
import { href } from '../../../shared/pages';
import { compareQuantities, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PlantScope } from '../master-data/viewer';
import { notificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lockShipment } from './shipment-queries';

/**
 * Proof of delivery of a SHIPPED shipment (once: POD_DONE after): per delivery item what arrived
 * (items not named arrived in full), date, signer, optional photo (PNG or JPEG). A shortfall is a
 * POD difference: `pod_item` keeps shipped, delivered and the difference with its reason, the
 * delivery and the shipment are flagged. The stock is not touched again: it left the ledger with the
 * goods issue (601 to the customer; DESIGN.md's table has no movement for what a customer did not
 * receive), so the difference is the claims document and the ledger check stays clean. Every
 * delivery becomes DELIVERED, the shipment too.
 */
export async function confirmPod(
  trx: Transaction<DB>,
  actor: PostingActor,
  shipmentNumber: string,
  input: PodInput,
): Promise<PodConfirmed> {
  const shipment = await lockShipment(trx, actor.plants, shipmentNumber);
  if (shipment.status === 'DELIVERED') throw new DomainError('POD_DONE', { shipmentNumber });
  if (shipment.status !== 'SHIPPED') throw new DomainError('POD_NOT_SHIPPED', { shipmentNumber, status: shipment.status.toLowerCase() });
  const photo = input.photo ? decodePhoto(input.photo) : null;
  const items = await trx
    .selectFrom('shipment_delivery as x')
    .innerJoin('delivery_item as i', 'i.delivery_number', 'x.delivery_number')
    .select(['i.delivery_number', 'i.item_no', 'i.material_id', 'i.issued_qty'])
    .where('x.shipment_number', '=', shipmentNumber)
    .orderBy('i.delivery_number')
    .orderBy('i.item_no')
    .forUpdate()
    .execute();
  const given = new Map(input.items.map((i) => [`${i.deliveryNumber}|${i.itemNo}`, i]));
  for (const g of input.items) {
    if (!items.some((i) => i.delivery_number === g.deliveryNumber && i.item_no === g.itemNo)) {
      throw new DomainError('POD_ITEM_UNKNOWN', { itemNo: g.itemNo, deliveryNumber: g.deliveryNumber, shipmentNumber });
    }
  }
  const rows = items.map((i) => {
    const g = given.get(`${i.delivery_number}|${i.item_no}`);
    const delivered = g ? fromMilliUnits(toMilliUnits(g.deliveredQuantity)) : i.issued_qty;
    if (compareQuantities(delivered, i.issued_qty) > 0) {
      throw new DomainError('POD_MORE_THAN_SHIPPED', {
        itemNo: i.item_no,
        deliveryNumber: i.delivery_number,
        delivered,
        shipped: i.issued_qty,
      });
    }
    const difference = fromMilliUnits(toMilliUnits(i.issued_qty) - toMilliUnits(delivered));
    return {
      shipment_number: shipmentNumber,
      delivery_number: i.delivery_number,
      item_no: i.item_no,
      material: i.material_id,
      shipped_qty: i.issued_qty,
      delivered_qty: delivered,
      difference,
      reason: g?.reason || null,
      confirmed_by: actor.userId,
    };
  });
  if (rows.length > 0)
    await trx
      .insertInto('pod_item')
      .values(rows.map(({ material: _m, ...r }) => r))
      .execute();
  const short = rows.filter((r) => toMilliUnits(r.difference) > 0n);
  const shortDeliveries = [...new Set(short.map((r) => r.delivery_number))];
  await sql`update delivery set status = 'DELIVERED',
      pod_difference = delivery_number in (select jsonb_array_elements_text(${JSON.stringify(shortDeliveries)}::jsonb))
    where delivery_number in (select delivery_number from shipment_delivery where shipment_number = ${shipmentNumber})`.execute(trx);
  await trx
    .updateTable('shipment')
    .set({
      status: 'DELIVERED',
      delivered_at: sql<Date>`now()`,
      pod_date: input.podDate,
      pod_signer: input.signer,
      pod_photo: photo?.data ?? null,
      pod_photo_type: photo?.type ?? null,
      pod_difference: short.length > 0,
    })
    .where('shipment_number', '=', shipmentNumber)
    .execute();
  if (short.length > 0)
    // the plant's shipping hears of the shortfall in the POD's transaction (a shipment has one POD)
    await notify(trx, {
      kind: 'POD_SHORTFALL',
      to: { plant: shipment.plant_id, grant: { module: 'SD', tcode: 'POD' } },
      message: notificationMessage('notify.podShortfall', {
        shipment: shipmentNumber,
        items: {
          list: short.map((r) => ({
            message: 'notify.podShortItem',
            values: { delivery: r.delivery_number, item: r.item_no, material: r.material, quantity: { quantity: r.difference } },
          })),
        },
      }),
      link: href('shipmentPod', { shipmentNumber }),
      dedupeKey: `pod-shortfall:${shipmentNumber}`,
    });
  return {
    shipmentNumber,
    status: 'DELIVERED',
    podDifference: short.length > 0,
    differences: short.map((r) => ({
      deliveryNumber: r.delivery_number,
      itemNo: r.item_no,
      material: r.material,
      difference: r.difference,
    })),
  };
}

function decodePhoto(base64: string): { data: Buffer; type: string } {
  const data = Buffer.from(base64, 'base64');
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { data, type: 'image/png' };
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { data, type: 'image/jpeg' };
  throw new DomainError('POD_PHOTO_INVALID');
}

/** Shipment numbers as typed or pasted: trimmed, without empty lines, each once, in the order given. */
export function cleanNumbers(numbers: readonly string[]): string[] {
  return [...new Set(numbers.map((n) => n.trim()).filter((n) => n.length > 0))];
}

/** Bulk POD preview: each listed number's state (an unknown number, or another plant's shipment, reads UNKNOWN). */
export async function previewBulkPod(
  db: Transaction<DB> | import('kysely').Kysely<DB>,
  plants: PlantScope,
  numbers: readonly string[],
): Promise<BulkPodPreview> {
  const list = cleanNumbers(numbers);
  const valid = list.filter((n) => /^\d{10}$/.test(n));
  const found =
    valid.length === 0
      ? []
      : await db
          .selectFrom('shipment as s')
          .select([
            's.shipment_number',
            's.plant_id',
            's.status',
            's.carrier_code',
            sql<number>`(select count(*)::int from shipment_delivery d where d.shipment_number = s.shipment_number)`.as('n'),
          ])
          .where('s.shipment_number', 'in', valid)
          .execute();
  const byNumber = new Map(found.filter((s) => plants === 'all' || plants.includes(s.plant_id)).map((s) => [s.shipment_number, s]));
  return {
    rows: list.map((n) => {
      const s = byNumber.get(n);
      if (!s)
        return {
          shipmentNumber: n,
          state: 'UNKNOWN' as const,
          carrier: null,
          deliveryCount: 0,
          message: t('pod.shipmentNotFound', { shipment: n }),
        };
      const state =
        s.status === 'SHIPPED' ? ('READY' as const) : s.status === 'DELIVERED' ? ('DELIVERED' as const) : ('NOT_SHIPPED' as const);
      const message =
        state === 'READY'
          ? t('pod.ready')
          : state === 'DELIVERED'
            ? t('pod.alreadyConfirmed')
            : t('pod.notShipped', { shipment: n, status: s.status });
      return { shipmentNumber: n, state, carrier: s.carrier_code, deliveryCount: s.n, message };
    }),
  };
}

/**
 * Bulk POD: each listed shipment confirmed in full in its own transaction (`runEach`), so one
 * refusal (unknown, foreign, not shipped) is reported on its row and the rest go through. Idempotent
 * per shipment: one already delivered reads ALREADY_DELIVERED and is not touched again.
 */
export async function bulkPod(
  runEach: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => Promise<T>,
  actor: PostingActor,
  input: BulkPodInput,
  messageOf: (error: unknown) => string | undefined,
): Promise<BulkPodResult> {
  const rows: BulkPodResult['rows'] = [];
  for (const n of cleanNumbers(input.shipmentNumbers)) {
    if (!/^\d{10}$/.test(n)) {
      rows.push({ shipmentNumber: n, result: 'REFUSED', message: t('pod.shipmentNotFound', { shipment: n }) });
      continue;
    }
    try {
      await runEach((trx) => confirmPod(trx, actor, n, { podDate: input.podDate, signer: input.signer, items: [] }));
      rows.push({ shipmentNumber: n, result: 'CONFIRMED', message: t('pod.confirmed') });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'POD_DONE') {
        rows.push({ shipmentNumber: n, result: 'ALREADY_DELIVERED', message: error.message });
        continue;
      }
      const message = messageOf(error);
      if (message === undefined) throw error;
      rows.push({ shipmentNumber: n, result: 'REFUSED', message });
    }
  }
  return { rows };
}
