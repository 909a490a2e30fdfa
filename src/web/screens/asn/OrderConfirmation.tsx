import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as asn from '../../../shared/contracts/asn/endpoints';
import { errorText } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { ShortTable } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
import { asnNewPath } from './AsnScreens';
import './asn.css';

/**
 * Ordered vs confirmed per item of a purchase order. A supplier (MM/ASN) confirms each item as
 * ordered or proposes another quantity or date; every confirmation is kept (the history is the
 * audit trail). Warehouse users see the same table read-only.
 */
export function OrderConfirmation({ poNumber }: { poNumber: string }) {
  const queryClient = useQueryClient();
  const canConfirm = useCan(asn.confirmOrder);
  const view = useQuery({
    queryKey: ['po-confirmation', poNumber],
    queryFn: () => call(asn.getOrderConfirmation, { params: { purchaseOrderNo: poNumber } }),
  });
  const [edits, setEdits] = useState<Record<number, { quantity?: string; deliveryDate?: string; note?: string }>>({});
  const { busy, run } = useAction(alertError);
  if (view.isError) return <p className="sp-error-text">{errorText(view.error)}</p>;
  if (!view.data) return null;
  const items = view.data.items;
  const value = (itemNo: number, key: 'quantity' | 'deliveryDate' | 'note', fallback: string) => edits[itemNo]?.[key] ?? fallback;
  const edit = (itemNo: number, key: 'quantity' | 'deliveryDate' | 'note', v: string) =>
    setEdits((e) => ({ ...e, [itemNo]: { ...e[itemNo], [key]: v } }));

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(async () => {
      const body = {
        items: items.map((i) => {
          const note = value(i.itemNo, 'note', '').trim();
          return {
            itemNo: i.itemNo,
            quantity: value(i.itemNo, 'quantity', i.confirmed?.quantity ?? i.orderedQuantity).trim(),
            deliveryDate: value(i.itemNo, 'deliveryDate', i.confirmed?.deliveryDate ?? i.orderedDate),
            ...(note ? { note } : {}),
          };
        }),
      };
      await call(asn.confirmOrder, { params: { purchaseOrderNo: poNumber }, body }, { idempotencyKey: newIdempotencyKey() });
      toastSuccess(`Purchase order ${poNumber} confirmed.`);
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: ['po-confirmation', poNumber] });
    });
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
                      value={value(i.itemNo, 'quantity', i.confirmed?.quantity ?? i.orderedQuantity)}
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
