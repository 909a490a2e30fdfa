import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { PagedTable, ShortTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { OrderConfirmation } from '../asn/OrderConfirmation';
import '../stock/stock.css';
import './orders.css';

/**
 * A supplier's purchase orders, read-only: the server answers with the orders of the user's own
 * vendor only (warehouse users see their plants' orders). Ordered and received quantities per item.
 */
const NARROW = '(max-width: 600px)';

/** Whether the screen is a phone's width, following rotation and resizing. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const media = window.matchMedia(NARROW);
    const change = () => setNarrow(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return narrow;
}

export function PurchaseOrderList() {
  const [page, setPage] = useState(1);
  const [openOnly, setOpenOnly] = useState(true);
  // a phone (360 px): one card per order instead of a six-column table wider than the screen
  const narrow = useNarrowScreen();
  const list = useQuery({
    queryKey: ['purchase-orders', page, openOnly],
    queryFn: () => call(orders.searchPurchaseOrders, { query: { page, pageSize: 25, open: openOnly ? 'true' : 'false' } }),
  });
  return (
    <Page title={t('po.listTitle')}>
      <p className="sp-muted">{t('po.listIntro')}</p>
      <label className="sp-check">
        <input
          type="checkbox"
          checked={openOnly}
          onChange={(e) => {
            setOpenOnly(e.target.checked);
            setPage(1);
          }}
        />{' '}
        {t('po.openOnly')}
      </label>
      <QueryState query={list} />
      {list.data && narrow ? (
        <>
          <ul className="po-cards" aria-label={t('po.list')}>
            {list.data.items.map((po) => (
              <li key={po.poNumber} className="po-card">
                <Link to={href('purchaseOrder', { purchaseOrderNo: po.poNumber })}>{po.poNumber}</Link>
                <span translate="no">
                  {po.vendor} {po.vendorName}
                </span>
                <span className="sp-muted">
                  {t('po.cardMeta', {
                    plant: po.plant,
                    date: showDay(po.documentDate),
                    open: po.openItems,
                    count: po.itemCount,
                  })}
                </span>
              </li>
            ))}
          </ul>
          {list.data.items.length === 0 ? <p className="sp-muted">{t('po.listEmpty')}</p> : null}
          <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} />
        </>
      ) : list.data ? (
        <PagedTable
          label={t('po.list')}
          columns={[
            t('po.colPurchaseOrder'),
            t('po.colVendor'),
            t('po.colPlant'),
            t('po.colDate'),
            { label: t('po.colItems'), numeric: true },
            { label: t('po.colOpenItems'), numeric: true },
          ]}
          data={list.data}
          page={page}
          onPageChange={setPage}
          empty={t('po.listEmpty')}
          row={(po) => (
            <tr key={po.poNumber}>
              <td>
                <Link to={href('purchaseOrder', { purchaseOrderNo: po.poNumber })}>{po.poNumber}</Link>
              </td>
              <td translate="no">
                {po.vendor} {po.vendorName}
              </td>
              <td>{po.plant}</td>
              <td>{showDay(po.documentDate)}</td>
              <td className="sv-num">{po.itemCount}</td>
              <td className="sv-num">{po.openItems}</td>
            </tr>
          )}
        />
      ) : null}
    </Page>
  );
}

export function PurchaseOrderDetail() {
  const { purchaseOrderNo = '' } = useParams();
  const po = useQuery({
    queryKey: ['purchase-order', purchaseOrderNo],
    queryFn: () => call(orders.getPurchaseOrder, { params: { purchaseOrderNo } }),
  });
  return (
    <Page title={t('po.detailTitle', { po: purchaseOrderNo })}>
      <p>
        <Link to={href('purchaseOrders')}>{t('po.allOrders')}</Link>
      </p>
      <QueryState query={po} />
      {po.data ? (
        <>
          <p className="sp-muted">
            {t('po.vendorLabel')}{' '}
            <span translate="no">
              {po.data.vendor} {po.data.vendorName}
            </span>{' '}
            · {t('po.plantLabel', { plant: po.data.plant })} <span translate="no">{po.data.plantName}</span> ·{' '}
            {showDay(po.data.documentDate)}
          </p>
          <ShortTable
            label={t('po.items')}
            columns={[
              t('po.colItem'),
              t('po.colMaterial'),
              t('po.colDescription'),
              { label: t('po.colOrdered'), numeric: true },
              { label: t('po.colReceived'), numeric: true },
              { label: t('po.colOpen'), numeric: true },
              t('po.colUnit'),
              t('po.colDeliveryDate'),
              t('po.colStatus'),
            ]}
          >
            {po.data.items.map((item) => (
              <tr key={item.itemNo}>
                <td>{item.itemNo}</td>
                <td className="sv-mono" translate="no">
                  {item.material}
                </td>
                <td translate="no">{item.materialDescription}</td>
                <td className="sv-num">{showQuantity(item.quantity)}</td>
                <td className="sv-num">{showQuantity(item.receivedQuantity)}</td>
                <td className="sv-num">{showQuantity(item.openQuantity)}</td>
                <td>{unitSymbol(item.baseUnit)}</td>
                <td>{showDay(item.deliveryDate)}</td>
                <td>{item.closed ? t('po.statusDelivered') : t('po.statusOpen')}</td>
              </tr>
            ))}
          </ShortTable>
          <OrderConfirmation poNumber={po.data.poNumber} />
        </>
      ) : null}
    </Page>
  );
}
