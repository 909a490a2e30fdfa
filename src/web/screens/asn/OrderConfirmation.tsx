import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import * as asn from '../../../shared/contracts/asn/endpoints';
import type { confirmOrderSchema, OrderConfirmationView } from '../../../shared/contracts/asn/schemas';
import { errorText } from '../../../shared/messages';
import { displayQuantity, quantityProblem, toMilliUnits } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { ShortTable } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
import { asnNewPath } from './AsnScreens';
import './asn.css';
import { t } from '../../../shared/i18n';

/**
 * Ordered vs confirmed per item of a purchase order. A supplier (MM/ASN) confirms each item as
 * ordered or proposes another quantity or date; every confirmation is kept (the history is the
 * audit trail). Warehouse users see the same table read-only.
 */
/** A confirmation more than this many times the ordered quantity is asked about first (a typo such as 400 for 40). */
const FAR_ABOVE_FACTOR = 2n;
type ConfirmOrderBody = z.input<typeof confirmOrderSchema>;
type Item = OrderConfirmationView['items'][number];
/** What the quantity field shows: the last confirmation, else the order, as displayed elsewhere ("12.5", "0"). */
const shownQuantity = (i: Item) => displayQuantity(i.confirmed?.quantity ?? i.orderedQuantity);

export function OrderConfirmation({ poNumber }: { poNumber: string }) {
  const queryClient = useQueryClient();
  const canConfirm = useCan(asn.confirmOrder);
  const view = useQuery({
    queryKey: ['po-confirmation', poNumber],
    queryFn: () => call(asn.getOrderConfirmation, { params: { purchaseOrderNo: poNumber } }),
  });
  const [asking, setAsking] = useState<{ body: ConfirmOrderBody; items: number[] } | null>(null);
  const [edits, setEdits] = useState<Record<number, { quantity?: string; deliveryDate?: string; note?: string }>>({});
  const { busy, run } = useAction(alertError);
  if (view.isError) return <p className="sp-error-text">{errorText(view.error)}</p>;
  if (!view.data) return null;
  const items = view.data.items;
  const value = (itemNo: number, key: 'quantity' | 'deliveryDate' | 'note', fallback: string) => edits[itemNo]?.[key] ?? fallback;
  const edit = (itemNo: number, key: 'quantity' | 'deliveryDate' | 'note', v: string) =>
    setEdits((e) => ({ ...e, [itemNo]: { ...e[itemNo], [key]: v } }));

  const bodyOf = (): ConfirmOrderBody => ({
    items: items.map((i) => {
      const note = value(i.itemNo, 'note', '').trim();
      return {
        itemNo: i.itemNo,
        quantity: value(i.itemNo, 'quantity', shownQuantity(i)).trim(),
        deliveryDate: value(i.itemNo, 'deliveryDate', i.confirmed?.deliveryDate ?? i.orderedDate),
        ...(note ? { note } : {}),
      };
    }),
  });

  const send = async (body: ConfirmOrderBody) => {
    setAsking(null);
    await run(async () => {
      const saved = await call(asn.confirmOrder, { params: { purchaseOrderNo: poNumber }, body }, { idempotencyKey: newIdempotencyKey() });
      const changed = saved.items.filter((i) => i.confirmed?.status === 'CHANGED' && body.items.some((b) => b.itemNo === i.itemNo));
      toastSuccess(
        changed.length > 0
          ? t('poChangeProposed', { number: poNumber, items: changed.map((i) => i.itemNo).join(', ') })
          : t('poConfirmed', { number: poNumber }),
      );
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: ['po-confirmation', poNumber] });
    });
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf();
    const farAbove = body.items.filter((b) => {
      const ordered = items.find((i) => i.itemNo === b.itemNo)?.orderedQuantity;
      return (
        ordered !== undefined &&
        quantityProblem(b.quantity, { allowZero: true }) === null &&
        toMilliUnits(b.quantity) > toMilliUnits(ordered) * FAR_ABOVE_FACTOR
      );
    });
    if (farAbove.length > 0) return setAsking({ body, items: farAbove.map((b) => b.itemNo) });
    await send(body);
  };

  return (
    <section aria-labelledby="po-confirmation">
      <h2 id="po-confirmation" className="asn-h">
        Order confirmation
      </h2>
      <form onSubmit={onConfirm} className="asn-confirm">
        <ShortTable
          label="Confirmation"
          columns={[
            'Item',
            { label: 'Ordered', numeric: true },
            'Ordered for',
            { label: 'Confirmed', numeric: true },
            'Confirmed for',
            'Status',
            canConfirm ? 'Note' : 'History',
          ]}
        >
          {items.map((i) => (
            <tr key={i.itemNo}>
              <td>
                {i.itemNo} {i.material}
              </td>
              <td className="sv-num">{displayQuantity(i.orderedQuantity)}</td>
              <td>{i.orderedDate}</td>
              {canConfirm ? (
                <>
                  <td>
                    <input
                      aria-label={`Item ${i.itemNo} confirmed quantity`}
                      inputMode="decimal"
                      value={value(i.itemNo, 'quantity', shownQuantity(i))}
                      onChange={(e) => edit(i.itemNo, 'quantity', e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      type="date"
                      aria-label={`Item ${i.itemNo} confirmed date`}
                      value={value(i.itemNo, 'deliveryDate', i.confirmed?.deliveryDate ?? i.orderedDate)}
                      onChange={(e) => edit(i.itemNo, 'deliveryDate', e.target.value)}
                    />
                  </td>
                </>
              ) : (
                <>
                  <td className="sv-num">{i.confirmed ? displayQuantity(i.confirmed.quantity) : '-'}</td>
                  <td>{i.confirmed?.deliveryDate ?? '-'}</td>
                </>
              )}
              <td>{i.confirmed ? (i.confirmed.status === 'CHANGED' ? 'Change proposed' : 'Confirmed') : 'Not confirmed'}</td>
              {canConfirm ? (
                <td>
                  <input
                    aria-label={`Item ${i.itemNo} note`}
                    maxLength={200}
                    value={value(i.itemNo, 'note', '')}
                    onChange={(e) => edit(i.itemNo, 'note', e.target.value)}
                  />
                </td>
              ) : (
                <td className="sp-muted">
                  {i.history
                    .map(
                      (h) =>
                        `v${h.version} ${displayQuantity(h.quantity)} ${h.deliveryDate} ${h.confirmedBy}${h.note ? ` (${h.note})` : ''}`,
                    )
                    .join(' · ')}
                </td>
              )}
            </tr>
          ))}
        </ShortTable>
        {asking ? (
          <div role="alertdialog" aria-label="Confirm a quantity far above the order" className="asn-ask">
            <p>{t('poConfirmFarAbove', { items: asking.items.join(', '), factor: String(FAR_ABOVE_FACTOR) })}</p>
            <div className="asn-buttons">
              <button type="button" className="ui-button ui-button-primary" disabled={busy} onClick={() => void send(asking.body)}>
                {t('poConfirmAnyway')}
              </button>
              {/* biome-ignore lint/a11y/noAutofocus: the question takes the focus: Enter or Escape never sends it unseen */}
              <button type="button" className="ui-button" autoFocus onClick={() => setAsking(null)}>
                {t('poConfirmCancel')}
              </button>
            </div>
          </div>
        ) : null}
        {canConfirm ? (
          <div className="asn-buttons">
            <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
              Confirm order
            </button>
            <Link className="ui-button" to={asnNewPath(poNumber)}>
              New shipping notice
            </Link>
          </div>
        ) : null}
      </form>
    </section>
  );
}
