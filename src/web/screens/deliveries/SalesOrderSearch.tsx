import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import type { SalesOrderStatus } from '../../../shared/contracts/deliveries/schemas';
import { call } from '../../api';
import { Link } from '../../router';
import { Pagination } from '../../ui';
import { ErrorText } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { draftBinding } from '../stock/draft-binding';
import { orderPath } from './deliveries-parts';

const STATUS_TEXT: Record<SalesOrderStatus, string> = { OPEN: 'Open', IN_DELIVERY: 'In delivery', COMPLETED: 'Completed' };
const STATUSES = Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label }));
type Filters = { customer?: string; material?: string; dateFrom?: string; dateTo?: string; status?: string };

/**
 * Sales orders by customer, material, document date and status (`sales-orders/search`), below the
 * deliveries-due list: an order with nothing due any more is found here; a row opens the order.
 */
export function SalesOrderSearch() {
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['sales-order-search', filters, page],
    enabled: filters !== null,
    queryFn: () => {
      const query = Object.fromEntries(Object.entries(filters ?? {}).filter(([, v]) => v?.trim()));
      return call(e.searchSalesOrders, { query: { ...query, page, pageSize: 25 } });
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
    setPage(1);
  };
  const bind = draftBinding(draft, setDraft);
  const rows = list.data?.items ?? [];
  return (
    <section className="dl-section" aria-label="Sales orders">
      <h2>Sales orders</h2>
      <form className="sv-filters" aria-label="Find sales orders" onSubmit={search}>
        <TextField label="Customer" maxLength={10} {...bind.text('customer')} />
        <TextField label="Material" maxLength={18} {...bind.text('material')} />
        <TextField label="From" type="date" narrow {...bind.text('dateFrom')} />
        <TextField label="To" type="date" narrow {...bind.text('dateTo')} />
        <FilterSelect labelId="so-status" label="Status" isClearable options={STATUSES} {...bind.choice('status')} />
        <FilterActions submit="Search" />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      {filters ? (
        <ListTable
          label="Sales orders found"
          head={['Sales order', 'Customer', 'Plant', 'Date', 'Status', 'Items', 'Open items']}
          loading={list.isPending}
          empty={list.isSuccess && rows.length === 0}
        >
          {rows.map((o) => (
            <tr key={o.salesOrderNumber}>
              <td>
                <Link className="sv-link" to={orderPath('SO', o.salesOrderNumber)}>
                  {o.salesOrderNumber}
                </Link>
              </td>
              <td>
                {o.customer} {o.customerName}
              </td>
              <td>{o.plant}</td>
              <td>{o.documentDate}</td>
              <td>{STATUS_TEXT[o.status]}</td>
              <td className="sv-num">{o.itemCount}</td>
              <td className="sv-num">{o.openItems}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
    </section>
  );
}
