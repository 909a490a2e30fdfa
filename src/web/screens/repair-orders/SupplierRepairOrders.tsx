import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as ro from '../../../shared/contracts/repair-orders/endpoints';
import type { RepairOrderView } from '../../../shared/contracts/repair-orders/schemas';
import { t } from '../../../shared/i18n';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastSuccess } from '../../shell/ui-state';
import { PagedTable } from '../../ui/ListTable';
import { showDayOf } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { REPAIR_STATUS_TEXT, RepairItems } from './repair-orders-parts';
import '../stock/stock.css';

/**
 * The supplier's repair orders (MM/ASN, page `supplierRepairOrders`): the units a customer's warehouse sent it for
 * repair, each with its stage, and the announcement of the return shipment (the serials still with it and the day
 * they ship), which the warehouse sees before the units arrive.
 */
export default function SupplierRepairOrders() {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<RepairOrderView | null>(null);
  const list = useQuery({
    queryKey: ['supplier-repair-orders', page],
    queryFn: () => call(ro.searchSupplierRepairOrders, { query: { page, pageSize: 25 } }),
  });
  const { run } = useAction(alertError);
  const open = async (orderNumber: string) => {
    const order = await run(() => call(ro.getSupplierRepairOrder, { params: { orderNumber } }));
    if (order) setShown(order);
  };
  return (
    <Page title={t('repair.supplierTitle')}>
      <p className="sp-muted">{t('repair.supplierIntro')}</p>
      <QueryState query={list} />
      {list.data ? (
        <PagedTable
          label={t('repair.table')}
          columns={[
            t('repair.order'),
            t('repair.plant'),
            t('repair.colStatus'),
            { label: t('repair.units'), numeric: true },
            t('repair.colCreated'),
          ]}
          data={list.data}
          page={page}
          onPageChange={setPage}
          empty={t('repair.nothingFound')}
          row={(o) => (
            <tr key={o.orderNumber}>
              <td>
                <button type="button" className="sv-link" onClick={() => void open(o.orderNumber)}>
                  {o.orderNumber}
                </button>
              </td>
              <td>{o.plant}</td>
              <td>{t(REPAIR_STATUS_TEXT[o.status])}</td>
              <td className="sv-num">{o.units}</td>
              <td>{showDayOf(o.createdAt)}</td>
            </tr>
          )}
        />
      ) : null}
      {shown ? <Announce key={shown.orderNumber} order={shown} onChanged={setShown} /> : null}
    </Page>
  );
}

function Announce({ order: o, onChanged }: { order: RepairOrderView; onChanged: (order: RepairOrderView) => void }) {
  const away = o.items.filter((i) => i.status === 'SENT' || i.status === 'ANNOUNCED');
  const [chosen, setChosen] = useState<string[]>(away.map((i) => i.serialNumber));
  const [shipDate, setShipDate] = useState('');
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const announce = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { shipDate, serials: chosen };
    const done = await run(() =>
      post({ ...body, order: o.orderNumber }, (key) =>
        call(ro.announceRepairReturn, { params: { orderNumber: o.orderNumber }, body }, { idempotencyKey: key }),
      ),
    );
    if (!done) return;
    toastSuccess(t('repair.announced', { order: o.orderNumber, count: chosen.length }));
    onChanged(done);
    await queryClient.invalidateQueries({ queryKey: ['supplier-repair-orders'] });
  };
  return (
    <section aria-label={t('repair.orderNumber', { order: o.orderNumber })}>
      <h2>{t('repair.orderNumber', { order: o.orderNumber })}</h2>
      <p>
        {t('repair.plantOf', { plant: o.plant })} · {t(REPAIR_STATUS_TEXT[o.status])}
      </p>
      <RepairItems order={o} />
      {away.length > 0 ? (
        <form className="sv-filters" aria-label={t('repair.announceTitle')} onSubmit={(e) => void announce(e)}>
          <fieldset className="sv-field-wide">
            <legend>{t('repair.announceTitle')}</legend>
            {away.map((i) => (
              <label key={i.itemNo} className="rma-serial">
                <input
                  type="checkbox"
                  checked={chosen.includes(i.serialNumber)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, i.serialNumber] : chosen.filter((c) => c !== i.serialNumber))}
                />{' '}
                <span translate="no">{i.serialNumber}</span>
              </label>
            ))}
          </fieldset>
          <label className="sv-field">
            <span>{t('repair.shipDate')}</span>
            <input
              className="ui-input"
              type="date"
              name="shipDate"
              required
              value={shipDate}
              onChange={(e) => setShipDate(e.target.value)}
            />
          </label>
          <div className="sv-filter-actions">
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || chosen.length === 0 || !shipDate}>
              {t('repair.announce', { count: chosen.length })}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
