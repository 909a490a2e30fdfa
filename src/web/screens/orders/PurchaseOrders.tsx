import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { href } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link, useParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { PagedTable, ShortTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
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
    <Page title="Purchase Orders">
      <p className="sp-muted">Your purchase orders with what has been ordered and received so far.</p>
      <label className="sp-check">
        <input
          type="checkbox"
          checked={openOnly}
          onChange={(e) => {
            setOpenOnly(e.target.checked);
            setPage(1);
          }}
        />{' '}
        Only orders with items still to deliver
      </label>
      <QueryState query={list} />
      {list.data && narrow ? (
        <>
          <ul className="po-cards" aria-label="Purchase orders">
            {list.data.items.map((po) => (
              <li key={po.poNumber} className="po-card">
                <Link to={href('purchaseOrder', { purchaseOrderNo: po.poNumber })}>{po.poNumber}</Link>
                <span>
                  {po.vendor} {po.vendorName}
                </span>
                <span className="sp-muted">
                  Plant {po.plant} · {po.documentDate} · {po.openItems} of {po.itemCount} items open
                </span>
              </li>
            ))}
          </ul>
          {list.data.items.length === 0 ? <p className="sp-muted">No purchase orders found.</p> : null}
          <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} />
        </>
      ) : list.data ? (
        <PagedTable
          label="Purchase orders"
          columns={['Purchase order', 'Vendor', 'Plant', 'Date', { label: 'Items', numeric: true }, { label: 'Open items', numeric: true }]}
          data={list.data}
          page={page}
          onPageChange={setPage}
          empty="No purchase orders found."
          row={(po) => (
            <tr key={po.poNumber}>
              <td>
                <Link to={href('purchaseOrder', { purchaseOrderNo: po.poNumber })}>{po.poNumber}</Link>
              </td>
              <td>
                {po.vendor} {po.vendorName}
              </td>
              <td>{po.plant}</td>
              <td>{po.documentDate}</td>
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
    <Page title={`Purchase Order ${purchaseOrderNo}`}>
      <p>
        <Link to={href('purchaseOrders')}>All purchase orders</Link>
      </p>
      <QueryState query={po} />
      {po.data ? (
        <>
          <p className="sp-muted">
            Vendor {po.data.vendor} {po.data.vendorName} · plant {po.data.plant} {po.data.plantName} · {po.data.documentDate}
          </p>
          <ShortTable
            label="Purchase order items"
            columns={[
              'Item',
              'Material',
              'Description',
              { label: 'Ordered', numeric: true },
              { label: 'Received', numeric: true },
              { label: 'Open', numeric: true },
              'Unit',
              'Delivery date',
              'Status',
            ]}
          >
            {po.data.items.map((item) => (
              <tr key={item.itemNo}>
                <td>{item.itemNo}</td>
                <td className="sv-mono">{item.material}</td>
                <td>{item.materialDescription}</td>
                <td className="sv-num">{displayQuantity(item.quantity)}</td>
                <td className="sv-num">{displayQuantity(item.receivedQuantity)}</td>
                <td className="sv-num">{displayQuantity(item.openQuantity)}</td>
                <td>{item.baseUnit}</td>
                <td>{item.deliveryDate}</td>
                <td>{item.closed ? 'Delivered' : 'Open'}</td>
              </tr>
            ))}
          </ShortTable>
          <OrderConfirmation poNumber={po.data.poNumber} />
        </>
      ) : null}
    </Page>
  );
}
