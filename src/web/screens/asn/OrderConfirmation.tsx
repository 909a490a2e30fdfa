import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import * as asn from '../../../shared/contracts/asn/endpoints';
import type { confirmOrderSchema, OrderConfirmationView } from '../../../shared/contracts/asn/schemas';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { errorText } from '../../../shared/messages';
import { quantityProblem, toMilliUnits } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { DateInput } from '../../ui/DateInput';
import { ShortTable } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
import { asnNewPath } from './AsnScreens';
import './asn.css';
import { showQuantity, t } from '../../../shared/i18n';
import { showDay } from '../../ui/plant-time';

/**
 * Ordered vs confirmed per item of a purchase order. A supplier (MM/ASN) confirms each item as
 * ordered or proposes another quantity or date; every confirmation is kept (the history is the
 * audit trail). Warehouse users see the same table read-only.
 */
/** A confirmation more than this many times the ordered quantity is asked about first (a typo such as 400 for 40). */
const FAR_ABOVE_FACTOR = 2n;
type ConfirmOrderBody = z.input<typeof confirmOrderSchema>;
type Item = OrderConfirmationView['items'][number];
/** What the quantity field shows: the last confirmation, else the order, as the reader writes it ("12.5"; "12,5" in German). */
const shownQuantity = (i: Item) => showQuantity(i.confirmed?.quantity ?? i.orderedQuantity);

export function OrderConfirmation({ poNumber }: { poNumber: string }) {
  const queryClient = useQueryClient();
  const canConfirm = useCan(asn.confirmOrder);
  const view = useQuery({
    queryKey: ['po-confirmation', poNumber],
    queryFn: () => call(asn.getOrderConfirmation, { params: { purchaseOrderNo: poNumber } }),
  });
  const [asking, setAsking] = useState<{ body: ConfirmOrderBody; items: number[] } | null>(null);
  const [edits, setEdits] = useState<Record<number, { quantity?: string; deliveryDate?: string; note?: string }>>({});
  // quantity fields whose text is no number (item -> message); nothing is sent while one is
  const [unreadable, setUnreadable] = useState<Record<number, string>>({});
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
      const typed = value(i.itemNo, 'quantity', shownQuantity(i)).trim();
      return {
        itemNo: i.itemNo,
        quantity: readQuantity(typed) ?? typed,
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
    const wrong: Record<number, string> = {};
    for (const i of items) {
      const typed = value(i.itemNo, 'quantity', shownQuantity(i)).trim();
      if (readQuantity(typed) === null) wrong[i.itemNo] = unreadableQuantity(typed);
    }
    setUnreadable(wrong);
    if (Object.keys(wrong).length > 0) return;
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
        {t('po.confirmationTitle')}
      </h2>
      <form onSubmit={onConfirm} className="asn-confirm">
        <ShortTable
          label={t('po.confirmation')}
          columns={[
            t('po.colItem'),
            { label: t('po.colOrdered'), numeric: true },
            t('po.colOrderedFor'),
            { label: t('po.colConfirmed'), numeric: true },
            t('po.colConfirmedFor'),
            t('po.colStatus'),
            canConfirm ? t('po.colNote') : t('po.colHistory'),
          ]}
        >
          {items.map((i) => (
            <tr key={i.itemNo}>
              <td>
                {i.itemNo} <span translate="no">{i.material}</span>
              </td>
              <td className="sv-num">{showQuantity(i.orderedQuantity)}</td>
              <td>{showDay(i.orderedDate)}</td>
              {canConfirm ? (
                <>
                  <td>
                    <input
                      type="text"
                      aria-label={t('po.confirmedQuantityOf', { item: i.itemNo })}
                      inputMode="decimal"
                      aria-invalid={unreadable[i.itemNo] ? true : undefined}
                      aria-describedby={unreadable[i.itemNo] ? `po-qty-${i.itemNo}-error` : undefined}
                      value={value(i.itemNo, 'quantity', shownQuantity(i))}
                      onChange={(e) => edit(i.itemNo, 'quantity', e.target.value)}
                    />
                    {unreadable[i.itemNo] ? (
                      <span id={`po-qty-${i.itemNo}-error`} className="sp-error-text" role="alert">
                        {unreadable[i.itemNo]}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <DateInput
                      aria-label={t('po.confirmedDateOf', { item: i.itemNo })}
                      value={value(i.itemNo, 'deliveryDate', i.confirmed?.deliveryDate ?? i.orderedDate) || null}
                      onChange={(day) => edit(i.itemNo, 'deliveryDate', day ?? '')}
                    />
                  </td>
                </>
              ) : (
                <>
                  <td className="sv-num">{i.confirmed ? showQuantity(i.confirmed.quantity) : '-'}</td>
                  <td>{i.confirmed ? showDay(i.confirmed.deliveryDate) : '-'}</td>
                </>
              )}
              <td>
                {i.confirmed
                  ? i.confirmed.status === 'CHANGED'
                    ? t('po.statusChangeProposed')
                    : t('po.statusConfirmed')
                  : t('po.statusNotConfirmed')}
              </td>
              {canConfirm ? (
                <td>
                  <input
                    aria-label={t('po.noteOf', { item: i.itemNo })}
                    maxLength={200}
                    value={value(i.itemNo, 'note', '')}
                    onChange={(e) => edit(i.itemNo, 'note', e.target.value)}
                  />
                </td>
              ) : (
                <td className="sp-muted">
                  {i.history.map((h, k) => (
                    <span key={h.version}>
                      {k > 0 ? ' · ' : ''}
                      {t('po.historyEntry', { version: h.version, quantity: showQuantity(h.quantity), date: showDay(h.deliveryDate) })}{' '}
                      <span translate="no">
                        {h.confirmedBy}
                        {h.note ? ` (${h.note})` : ''}
                      </span>
                    </span>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </ShortTable>
        {asking ? (
          <div role="alertdialog" aria-label={t('po.farAboveDialog')} className="asn-ask">
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
              {t('po.confirmOrder')}
            </button>
            <Link className="ui-button" to={asnNewPath(poNumber)}>
              {t('po.newShippingNotice')}
            </Link>
          </div>
        ) : null}
      </form>
    </section>
  );
}
