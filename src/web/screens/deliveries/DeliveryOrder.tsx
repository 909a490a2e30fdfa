import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import type { DeliveryOrderView } from '../../../shared/contracts/deliveries/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { readQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { href } from '../../../shared/pages';
import { isValidQuantity } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { DeliveryLink } from '../../ui/DeliveryStatus';
import { Facts } from '../../ui/Facts';
import { ListTable } from '../../ui/ListTable';
import { showDay } from '../../ui/plant-time';
import { alertError, useAction } from '../../ui/use-action';
import { DeliveryStateCells, ErrorLog, TableSection } from './deliveries-parts';

/** The title of an order's screen: "Sales order 1234", "STO 4700000001". */
const ORDER_TITLE = { SO: 'dlv.titleSO', STO: 'dlv.titleSTO' } as const satisfies Record<'SO' | 'STO', MessageId>;

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
    .map(([itemNo, quantity]) => ({ itemNo: Number(itemNo), quantity: readQuantity(quantity) ?? quantity.trim() }));
  // a chosen quantity the reader's locale cannot read: said at its field, and nothing is created
  const unreadable = (itemNo: number) => {
    const text = chosen[itemNo];
    return text?.trim() && readQuantity(text) === null ? unreadableQuantity(text) : null;
  };
  const valid = lines.length > 0 && lines.every((l) => isValidQuantity(l.quantity));

  const create = async () => {
    await run(async () => {
      const body = { lines };
      const created =
        type === 'SO'
          ? await call(e.createSalesOrderDelivery, { params: { salesOrderNumber: number }, body }, { idempotencyKey: key })
          : await call(e.createStoDelivery, { params: { stoNumber: number }, body }, { idempotencyKey: key });
      toastSuccess(t('dlv.created', { deliveries: created.deliveries.map((d) => d.deliveryNumber).join(', ') }));
      setChosen({});
      setTyped({});
    });
    setKey(newIdempotencyKey());
    await queryClient.invalidateQueries({ queryKey });
  };

  const o = order.data;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t(ORDER_TITLE[type], { number })} titleLink={href('deliveriesDue')} />
      <ErrorText error={order.isError ? order.error : null} />
      {o ? <OrderFacts o={o} /> : null}
      {o ? (
        <ListTable
          label={t('dlv.items')}
          head={[
            t('dlv.colItem'),
            t('dlv.colMaterial'),
            t('dlv.colDescription'),
            t('dlv.colDue'),
            t('dlv.colOrdered'),
            t('dlv.colInDeliveries'),
            t('dlv.colOpen'),
            t('dlv.colDeliver'),
          ]}
          empty={false}
        >
          {o.items.map((i) => (
            <tr key={i.itemNo}>
              <td>{i.itemNo}</td>
              <td className="sv-mono" translate="no">
                {i.material}
              </td>
              <td className="sv-desc" translate="no">
                {i.materialDescription}
              </td>
              <td>{showDay(i.deliveryDate)}</td>
              <td className="sv-num">{showQuantity(i.quantity)}</td>
              <td className="sv-num">{showQuantity(i.inDeliveryQuantity)}</td>
              <td className="sv-num">{showQuantity(i.openQuantity)}</td>
              <td>
                {i.openQuantity !== '0.000' ? (
                  <span>
                    <input
                      type="checkbox"
                      aria-label={t('dlv.chooseItem', { item: i.itemNo })}
                      checked={chosen[i.itemNo] !== undefined}
                      onChange={(ev) => {
                        const next = { ...chosen };
                        if (ev.target.checked) next[i.itemNo] = typed[i.itemNo] ?? showQuantity(i.openQuantity);
                        else delete next[i.itemNo];
                        setChosen(next);
                      }}
                    />{' '}
                    <input
                      type="text"
                      className="ui-input dl-qty"
                      aria-label={t('dlv.quantityOf', { item: i.itemNo })}
                      inputMode="decimal"
                      aria-invalid={unreadable(i.itemNo) ? true : undefined}
                      aria-describedby={unreadable(i.itemNo) ? `dl-qty-${i.itemNo}-error` : undefined}
                      value={chosen[i.itemNo] ?? typed[i.itemNo] ?? showQuantity(i.openQuantity)}
                      onChange={(ev) => {
                        // typing a quantity chooses the item
                        setTyped({ ...typed, [i.itemNo]: ev.target.value });
                        setChosen({ ...chosen, [i.itemNo]: ev.target.value });
                      }}
                    />
                    {unreadable(i.itemNo) ? (
                      <span id={`dl-qty-${i.itemNo}-error`} className="sp-error-text" role="alert">
                        {unreadable(i.itemNo)}
                      </span>
                    ) : null}
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
            {t('dlv.createDelivery')}
          </button>
        </div>
      ) : null}
      {o && o.deliveries.length > 0 ? (
        <TableSection
          label={t('dlv.list')}
          head={[t('dlv.colDelivery'), t('dlv.colDate'), t('dlv.colStatus'), t('dlv.colItems')]}
          empty={false}
        >
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
        [
          o.orderType === 'SO' ? t('dlv.customer') : t('dlv.receivingPlant'),
          <span key="p" translate="no">
            {o.partner} {o.partnerName}
          </span>,
        ],
        [t('dlv.colPlant'), o.plant],
        [t('dlv.shippingPoint'), o.shippingPoint],
        [t('dlv.route'), o.route ?? '—'],
        ...(o.creditBlock
          ? ([
              [
                t('dlv.creditBlock'),
                <span key="b" className="dl-block">
                  {t('dlv.blockedForDelivery')}
                </span>,
              ],
            ] as [string, ReactNode][])
          : []),
      ]}
    />
  );
}
