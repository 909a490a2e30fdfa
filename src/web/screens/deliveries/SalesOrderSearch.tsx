import * as e from '../../../shared/contracts/deliveries/endpoints';
import type { SalesOrderStatus } from '../../../shared/contracts/deliveries/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { call } from '../../api';
import { Link } from '../../router';
import { ErrorText } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { ListTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay } from '../../ui/plant-time';
import { useFilteredSearch } from '../stock/filtered-search';
import { orderPath } from './deliveries-parts';

const STATUS_TEXT = {
  OPEN: 'dlv.soStatus.OPEN',
  IN_DELIVERY: 'dlv.soStatus.IN_DELIVERY',
  COMPLETED: 'dlv.soStatus.COMPLETED',
} as const satisfies Record<SalesOrderStatus, MessageId>;
const statusOptions = () => Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label: t(label) }));
type Filters = { customer?: string; material?: string; dateFrom?: string; dateTo?: string; status?: string };

/**
 * Sales orders by customer, material, document date and status (`sales-orders/search`), below the
 * deliveries-due list: an order with nothing due any more is found here; a row opens the order.
 */
export function SalesOrderSearch() {
  const { bind, search, list, filters, page, setPage } = useFilteredSearch(
    'sales-order-search',
    {} as Filters,
    (query, page) => call(e.searchSalesOrders, { query: { ...query, page, pageSize: 25 } }),
    { searchFirst: true },
  );
  const rows = list.data?.items ?? [];
  return (
    <section className="dl-section" aria-label={t('dlv.salesOrders')}>
      <h2>{t('dlv.salesOrders')}</h2>
      <form className="sv-filters" aria-label={t('dlv.findSalesOrders')} onSubmit={search}>
        <TextField label={t('dlv.customer')} maxLength={10} {...bind.text('customer')} />
        <TextField label={t('dlv.colMaterial')} maxLength={18} {...bind.text('material')} />
        <DateField label={t('dlv.from')} narrow {...bind.text('dateFrom')} />
        <DateField label={t('dlv.to')} narrow {...bind.text('dateTo')} />
        <FilterSelect labelId="so-status" label={t('dlv.status')} isClearable options={statusOptions()} {...bind.choice('status')} />
        <FilterActions submit={t('dlv.search')} />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      {filters ? (
        <ListTable
          label={t('dlv.salesOrdersFound')}
          head={[
            t('dlv.colSalesOrder'),
            t('dlv.customer'),
            t('dlv.colPlant'),
            t('dlv.colDate'),
            t('dlv.colStatus'),
            t('dlv.colItems'),
            t('dlv.colOpenItems'),
          ]}
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
              <td translate="no">
                {o.customer} {o.customerName}
              </td>
              <td>{o.plant}</td>
              <td>{showDay(o.documentDate)}</td>
              <td>{t(STATUS_TEXT[o.status])}</td>
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
