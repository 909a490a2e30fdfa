import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import type { DeliveryOrderView } from '../../../shared/contracts/deliveries/schemas';
import { href } from '../../../shared/pages';
import { displayQuantity, isValidQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { ListTable } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
import { DeliveryStateCells, ErrorLog, TableSection } from './deliveries-parts';

/** deliverydue/salesorder/:salesOrderNumber */
export function DeliveryDueSalesOrder() {
  const { salesOrderNumber = '' } = useParams();
  return <DeliveryOrder type="SO" number={salesOrderNumber} />;
}

/** deliverydue/sto/:stoNumber */
export function DeliveryDueSto() {
  const { stoNumber = '' } = useParams();
  return <DeliveryOrder type="STO" number={stoNumber} />;
}

/**
 * The order of a deliveries-due row with its open quantities: choose items and quantities
 * (partial allowed) and create the delivery (one per ship-to, route and date). A refusal is
 * shown and lands in the order's error log below.
 */
function DeliveryOrder({ type, number }: { type: 'SO' | 'STO'; number: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['delivery-order', type, number];
  const order = useQuery({
    queryKey,
    queryFn: () =>
      type === 'SO'
        ? call(e.getSalesOrderForDelivery, { params: { salesOrderNumber: number } })
        : call(e.getStoForDelivery, { params: { stoNumber: number } }),
  });
  // the items chosen, with the quantity typed; an item's quantity field starts at its open quantity
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [typed, setTyped] = useState<Record<number, string>>({});
  const { busy, run } = useAction(alertError);
  // the screen is SD/VL06O, creating a delivery SD/VL02N
  const mayCreate = useCan(type === 'SO' ? e.createSalesOrderDelivery : e.createStoDelivery);
  const [key, setKey] = useState(newIdempotencyKey);
  const lines = Object.entries(chosen)
    .filter(([, q]) => q.trim() !== '')
    .map(([itemNo, quantity]) => ({ itemNo: Number(itemNo), quantity: quantity.trim() }));
  const valid = lines.length > 0 && lines.every((l) => isValidQuantity(l.quantity));

  const create = async () => {
    await run(async () => {
      const body = { lines };
      const created =
        type === 'SO'
          ? await call(e.createSalesOrderDelivery, { params: { salesOrderNumber: number }, body }, { idempotencyKey: key })
          : await call(e.createStoDelivery, { params: { stoNumber: number }, body }, { idempotencyKey: key });
      toastSuccess(`Delivery ${created.deliveries.map((d) => d.deliveryNumber).join(', ')} created.`);
      setChosen({});
      setTyped({});
    });
    setKey(newIdempotencyKey());
    await queryClient.invalidateQueries({ queryKey });
  };

  const o = order.data;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={`${type === 'SO' ? 'Sales order' : 'STO'} ${number}`} titleLink={href('deliveriesDue')} />
      <ErrorText error={order.isError ? order.error : null} />
      {o ? <OrderFacts o={o} /> : null}
      {o ? (
        <ListTable
          label="Items"
          head={['Item', 'Material', 'Description', 'Due', 'Ordered', 'In deliveries', 'Open', 'Deliver']}
          empty={false}
        >
          {o.items.map((i) => (
            <tr key={i.itemNo}>
              <td>{i.itemNo}</td>
              <td className="sv-mono">{i.material}</td>
              <td className="sv-desc">{i.materialDescription}</td>
              <td>{i.deliveryDate}</td>
              <td className="sv-num">{displayQuantity(i.quantity)}</td>
              <td className="sv-num">{displayQuantity(i.inDeliveryQuantity)}</td>
              <td className="sv-num">{displayQuantity(i.openQuantity)}</td>
              <td>
                {i.openQuantity !== '0.000' ? (
                  <span>
                    <input
                      type="checkbox"
                      aria-label={`Choose item ${i.itemNo}`}
                      checked={chosen[i.itemNo] !== undefined}
                      onChange={(ev) => {
                        const next = { ...chosen };
                        if (ev.target.checked) next[i.itemNo] = typed[i.itemNo] ?? displayQuantity(i.openQuantity);
                        else delete next[i.itemNo];
                        setChosen(next);
                      }}
                    />{' '}
                    <input
                      className="ui-input dl-qty"
                      aria-label={`Quantity of item ${i.itemNo}`}
                      inputMode="decimal"
                      value={chosen[i.itemNo] ?? typed[i.itemNo] ?? displayQuantity(i.openQuantity)}
                      onChange={(ev) => {
                        // typing a quantity chooses the item
                        setTyped({ ...typed, [i.itemNo]: ev.target.value });
                        setChosen({ ...chosen, [i.itemNo]: ev.target.value });
                      }}
                    />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
      {o && mayCreate ? (
        <div className="dl-actions">
          <button type="button" className="ui-button ui-button-primary" disabled={!valid || busy} onClick={() => void create()}>
            Create delivery
          </button>
        </div>
      ) : null}
      {o && o.deliveries.length > 0 ? (
        <TableSection label="Deliveries" head={['Delivery', 'Date', 'Status', 'Items']} empty={false}>
          {o.deliveries.map((d) => (
            <tr key={d.deliveryNumber}>
              <td>
                <DeliveryLink number={d.deliveryNumber} />
              </td>
              <DeliveryStateCells d={d} />
            </tr>
          ))}
        </TableSection>
      ) : null}
      {o ? <ErrorLog entries={o.errors} /> : null}
    </div>
  );
}

function OrderFacts({ o }: { o: DeliveryOrderView }) {
  return (
    <Facts
      className="dl-facts"
      facts={[
        [o.orderType === 'SO' ? 'Customer' : 'Receiving plant', `${o.partner} ${o.partnerName}`],
        ['Plant', o.plant],
        ['Shipping point', o.shippingPoint],
        ['Route', o.route ?? '—'],
        ...(o.creditBlock
          ? ([
              [
                'Credit block',
                <span key="b" className="dl-block">
                  blocked for delivery
                </span>,
              ],
            ] as [string, ReactNode][])
          : []),
      ]}
    />
  );
}
