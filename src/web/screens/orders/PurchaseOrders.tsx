import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as orders from '../../../shared/contracts/orders/endpoints';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link, useParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { PagedTable, ShortTable } from '../../ui/ListTable';
import { QueryState } from '../../ui/QueryState';
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
      <QueryState query={list} />
      {list.data ? (
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
        <Link to={PURCHASE_ORDERS_PATH}>All purchase orders</Link>
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
