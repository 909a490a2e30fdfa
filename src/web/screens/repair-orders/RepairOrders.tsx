import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import * as ro from '../../../shared/contracts/repair-orders/endpoints';
import type { RepairOrderView } from '../../../shared/contracts/repair-orders/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { useSearchParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { HeaderRow } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDayOf } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { REPAIR_STATUS_TEXT, RepairItems } from './repair-orders-parts';
import '../stock/stock.css';

/**
 * Repair orders (MM/REPAIR, page `repairOrders`): the lot decision "return to vendor for repair" (an inspection
 * lot's undecided serials ticked, the repairing vendor), the goods issue to the vendor (541: the units stay ours, as
 * stock at the vendor), and the receipt back by scanning each serial (refused with its reason when it is not on the
 * order), which posts 101 into quality inspection with a new lot to release (321) as any lot.
 */
export default function RepairOrders() {
  const [shown, setShown] = useState<RepairOrderView | null>(null);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('repair.title')} />
      <CreateRepairOrder onCreated={setShown} />
      <SearchRepairOrders onOpen={setShown} />
      {shown ? <RepairOrderDetail key={shown.orderNumber} order={shown} onChanged={setShown} /> : null}
    </div>
  );
}

function CreateRepairOrder({ onCreated }: { onCreated: (order: RepairOrderView) => void }) {
  const [params] = useSearchParams();
  const [lot, setLot] = useState(params.get('lot') ?? '');
  const [loaded, setLoaded] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const detail = useQuery({
    queryKey: ['repair-lot', loaded],
    enabled: loaded !== null,
    queryFn: () => call(q.getLot, { params: { lotNumber: loaded ?? '' } }),
  });
  const undecided = (detail.data?.serials ?? []).filter((s) => s.decision === null && !s.locked);
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!detail.data) return;
    const data = new FormData(event.currentTarget);
    const vendor = String(data.get('vendor') ?? '').trim();
    const note = String(data.get('note') ?? '').trim();
    const body = { lot: detail.data.lotNumber, serials: chosen, ...(vendor ? { vendor } : {}), ...(note ? { note } : {}) };
    const created = await run(() => post(body, (key) => call(ro.createRepairOrder, { body }, { idempotencyKey: key })));
    if (!created) return;
    toastSuccess(t('repair.created', { order: created.orderNumber, count: created.units }));
    setLoaded(null);
    setChosen([]);
    onCreated(created);
    await queryClient.invalidateQueries({ queryKey: ['repair-orders'] });
  };
  return (
    <section aria-label={t('repair.newTitle')}>
      <h2>{t('repair.newTitle')}</h2>
      <form
        className="sv-filters"
        aria-label={t('repair.findLot')}
        onSubmit={(event) => {
          event.preventDefault();
          setChosen([]);
          setLoaded(lot.trim());
        }}
      >
        <label className="sv-field">
          <span>{t('repair.lot')}</span>
          <input
            className="ui-input"
            name="lot"
            inputMode="numeric"
            maxLength={10}
            required
            value={lot}
            onChange={(e) => setLot(e.target.value)}
          />
        </label>
        <div className="sv-filter-actions">
          <button type="submit" className="ui-button" disabled={busy}>
            {t('repair.showSerials')}
          </button>
        </div>
      </form>
      <AlertLine message={detail.isError ? errorText(detail.error) : null} />
      {detail.data ? (
        <form className="sv-filters" aria-label={t('repair.newOrder')} onSubmit={create}>
          <p className="sv-field-wide">
            {t('repair.lotOf', { lot: detail.data.lotNumber, plant: detail.data.plant })}{' '}
            <span translate="no">
              {detail.data.material} {detail.data.materialDescription}
            </span>
          </p>
          <fieldset className="sv-field-wide">
            <legend>{t('repair.serialsToSend')}</legend>
            {undecided.length === 0 ? <p>{t('repair.noUndecided')}</p> : null}
            {undecided.map((s) => (
              <label key={s.serial} className="rma-serial">
                <input
                  type="checkbox"
                  checked={chosen.includes(s.serial)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, s.serial] : chosen.filter((c) => c !== s.serial))}
                />{' '}
                <span translate="no">{s.serial}</span>
              </label>
            ))}
          </fieldset>
          <label className="sv-field">
            <span>{t('repair.vendor')}</span>
            <input className="ui-input" name="vendor" maxLength={10} defaultValue={detail.data.vendor ?? ''} />
          </label>
          <label className="sv-field sv-field-wide">
            <span>{t('repair.note')}</span>
            <input className="ui-input" name="note" maxLength={200} />
          </label>
          <div className="sv-filter-actions">
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || chosen.length === 0}>
              {t('repair.create', { count: chosen.length })}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function SearchRepairOrders({ onOpen }: { onOpen: (order: RepairOrderView) => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['repair-orders', page],
    queryFn: () => call(ro.searchRepairOrders, { query: { page, pageSize: 25 } }),
  });
  const { run } = useAction(alertError);
  const open = async (orderNumber: string) => {
    const order = await run(() => call(ro.getRepairOrder, { params: { orderNumber } }));
    if (order) onOpen(order);
  };
  const rows = list.data?.items ?? [];
  return (
    <section aria-label={t('repair.orders')}>
      <h2>{t('repair.orders')}</h2>
      <AlertLine message={list.isError ? errorText(list.error) : null} />
      <ScrollRegion className="sv-table-wrap" busy={list.isPending}>
        <table className="sv-table" aria-label={t('repair.table')}>
          <thead>
            <HeaderRow
              columns={[
                t('repair.order'),
                t('repair.vendor'),
                t('repair.lot'),
                t('repair.colStatus'),
                t('repair.units'),
                t('repair.colCreated'),
              ]}
            />
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.orderNumber}>
                <td>
                  <button type="button" className="sv-link" onClick={() => void open(o.orderNumber)}>
                    {o.orderNumber}
                  </button>
                </td>
                <td translate="no">
                  {o.vendor} {o.vendorName}
                </td>
                <td>{o.lotNumber ?? ''}</td>
                <td>{t(REPAIR_STATUS_TEXT[o.status])}</td>
                <td className="sv-num">{o.units}</td>
                <td>{showDayOf(o.createdAt)}</td>
              </tr>
            ))}
            {list.isSuccess && rows.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('repair.nothingFound')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}

function RepairOrderDetail({ order: o, onChanged }: { order: RepairOrderView; onChanged: (order: RepairOrderView) => void }) {
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const { busy, run } = useAction(alertError);
  const mayReceive = useCan(ro.receiveRepairOrder);
  const [scan, setScan] = useState('');
  const [scanned, setScanned] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sloc, setSloc] = useState('0001');
  const [lastReceipt, setLastReceipt] = useState<string | null>(null);
  const refresh = async () => {
    const fresh = await run(() => call(ro.getRepairOrder, { params: { orderNumber: o.orderNumber } }));
    if (fresh) onChanged(fresh);
    await queryClient.invalidateQueries({ queryKey: ['repair-orders'] });
  };
  const send = async () => {
    const body = { orderNumber: o.orderNumber };
    const sent = await run(() =>
      post(body, (key) => call(ro.sendRepairOrder, { params: { orderNumber: o.orderNumber } }, { idempotencyKey: key })),
    );
    if (!sent) return;
    toastSuccess(t('repair.sent', { order: o.orderNumber, matDoc: sent.matDoc }));
    await refresh();
  };
  const addScan = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const serial = scan.trim();
    if (!serial) return;
    setScan('');
    if (scanned.includes(serial)) return;
    const check = await run(() => call(ro.checkRepairSerial, { params: { orderNumber: o.orderNumber, serial } }));
    if (!check) return;
    if (!check.ok) {
      setRefusal(check.reason);
      return;
    }
    setRefusal(null);
    setScanned([...scanned, serial]);
  };
  const receive = async () => {
    const body = { sloc, serials: scanned };
    const back = await run(() =>
      post({ ...body, orderNumber: o.orderNumber }, (key) =>
        call(ro.receiveRepairOrder, { params: { orderNumber: o.orderNumber }, body }, { idempotencyKey: key }),
      ),
    );
    if (!back) return;
    const said = t('repair.received', { order: o.orderNumber, matDoc: back.matDoc, lots: back.lots.map((l) => l.lotNumber).join(', ') });
    toastSuccess(said);
    setLastReceipt(said);
    setScanned([]);
    await refresh();
  };
  const open = o.items.some((i) => i.status === 'OPEN');
  const away = o.items.some((i) => i.status === 'SENT' || i.status === 'ANNOUNCED');
  return (
    <section aria-label={t('repair.orderNumber', { order: o.orderNumber })}>
      <h2>{t('repair.orderNumber', { order: o.orderNumber })}</h2>
      <p>
        <span translate="no">
          {o.vendor} {o.vendorName}
        </span>{' '}
        · {t('repair.plantOf', { plant: o.plant })} · {t(REPAIR_STATUS_TEXT[o.status])}
        {o.note ? (
          <>
            {' '}
            · <span translate="no">{o.note}</span>
          </>
        ) : null}
      </p>
      <RepairItems order={o} />
      {lastReceipt ? <p role="status">{lastReceipt}</p> : null}
      {open ? (
        <p>
          <button type="button" className="ui-button ui-button-primary" disabled={busy} onClick={() => void send()}>
            {t('repair.send')}
          </button>
        </p>
      ) : null}
      {away && mayReceive ? (
        <section aria-label={t('repair.receiveTitle')}>
          <h3>{t('repair.receiveTitle')}</h3>
          <form className="sv-filters" aria-label={t('repair.scanForm')} onSubmit={(e) => void addScan(e)}>
            <label className="sv-field">
              <span>{t('repair.sloc')}</span>
              <input className="ui-input" name="sloc" maxLength={4} required value={sloc} onChange={(e) => setSloc(e.target.value)} />
            </label>
            <label className="sv-field">
              <span>{t('repair.scanSerial')}</span>
              <input className="ui-input" name="serial" maxLength={30} value={scan} onChange={(e) => setScan(e.target.value)} />
            </label>
            <div className="sv-filter-actions">
              <button type="submit" className="ui-button" disabled={busy}>
                {t('repair.addSerial')}
              </button>
            </div>
          </form>
          <AlertLine message={refusal} />
          {scanned.length > 0 ? (
            <p>
              {t('repair.scanned', { count: scanned.length })}{' '}
              <span translate="no" className="sv-mono">
                {scanned.join(', ')}
              </span>
            </p>
          ) : null}
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={busy || scanned.length === 0}
            onClick={() => void receive()}
          >
            {t('repair.receive', { count: scanned.length })}
          </button>
        </section>
      ) : null}
    </section>
  );
}
