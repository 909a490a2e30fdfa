import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { errorText, messages } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link, useParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { Pagination } from '../../ui/Pagination';
import { OrderConfirmation } from '../asn/OrderConfirmation';
import '../stock/stock.css';

export const PURCHASE_ORDERS_PATH = '/supplier/purchaseorders/index';

/**
 * A supplier's purchase orders, read-only: the server answers with the orders of the user's own
 * vendor only (warehouse users see their plants' orders). Ordered and received quantities per item.
 */
export function PurchaseOrderList() {
  const [page, setPage] = useState(1);
  const [openOnly, setOpenOnly] = useState(true);
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
      {list.isPending ? <p className="sp-muted">{messages.loading}</p> : null}
      {list.isError ? <p className="sp-error-text">{errorText(list.error)}</p> : null}
      {list.data ? (
        <>
          <div className="sv-table-wrap sv-table-short">
            <table className="sv-table sv-table-inner" aria-label="Purchase orders">
              <thead>
                <tr>
                  <th>Purchase order</th>
                  <th>Vendor</th>
                  <th>Plant</th>
                  <th>Date</th>
                  <th className="sv-num">Items</th>
                  <th className="sv-num">Open items</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((po) => (
                  <tr key={po.poNumber}>
                    <td>
                      <Link to={`/supplier/purchaseorders/po/${po.poNumber}`}>{po.poNumber}</Link>
                    </td>
                    <td>
                      {po.vendor} {po.vendorName}
                    </td>
                    <td>{po.plant}</td>
                    <td>{po.documentDate}</td>
                    <td className="sv-num">{po.itemCount}</td>
                    <td className="sv-num">{po.openItems}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.items.length === 0 ? <p className="sp-muted">No purchase orders found.</p> : null}
          <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} />
        </>
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
        <Link to={PURCHASE_ORDERS_PATH}>All purchase orders</Link>
      </p>
      {po.isPending ? <p className="sp-muted">{messages.loading}</p> : null}
      {po.isError ? <p className="sp-error-text">{errorText(po.error)}</p> : null}
      {po.data ? (
        <>
          <p className="sp-muted">
            Vendor {po.data.vendor} {po.data.vendorName} · plant {po.data.plant} {po.data.plantName} · {po.data.documentDate}
          </p>
          <div className="sv-table-wrap sv-table-short">
            <table className="sv-table sv-table-inner" aria-label="Purchase order items">
              <thead>
                <tr>
                  <th>Item</th>
                  <th>Material</th>
                  <th>Description</th>
                  <th className="sv-num">Ordered</th>
                  <th className="sv-num">Received</th>
                  <th className="sv-num">Open</th>
                  <th>Unit</th>
                  <th>Delivery date</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
          <OrderConfirmation poNumber={po.data.poNumber} />
        </>
      ) : null}
    </Page>
  );
}
