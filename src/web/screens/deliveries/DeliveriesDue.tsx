import { useQuery } from '@tanstack/react-query';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import { deliveryDuePreferences } from '../../../shared/contracts/deliveries/schemas';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { useNavigate } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Pagination } from '../../ui';
import { ErrorText } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { draftBinding } from '../stock/draft-binding';
import { orderPath } from './deliveries-parts';
import { SalesOrderSearch } from './SalesOrderSearch';
import { useRememberedFilters } from './use-filters';

/**
 * Deliveries due (VL06O, page `deliveriesDue`): open sales-order and stock-
 * transport-order items by due date, plant, shipping point, ship-to and route (filters in one
 * row, remembered in the `deliverydue` preferences), paged; a row opens its order.
 */
export default function DeliveriesDue() {
  const navigate = useNavigate();
  const { draft, setDraft, filters, query, page, setPage, apply } = useRememberedFilters('deliverydue', deliveryDuePreferences);
  const setup = useQuery({ queryKey: ['deliverydue-init'], queryFn: () => call(e.deliveriesDueInit) });
  const types = useQuery({ queryKey: ['delivery-types'], queryFn: () => call(e.listDeliveryTypes) });
  const orderTypes = (types.data?.deliveryTypes ?? []).map((t) => ({ value: t.orderType, label: t.description }));
  const list = useQuery({
    queryKey: ['deliverydue', filters, page],
    enabled: filters !== null,
    queryFn: () => {
      const { orderType, ...rest } = query;
      const type = orderType === 'SO' || orderType === 'STO' ? orderType : undefined;
      return call(e.deliveriesDueList, { query: { ...rest, orderType: type, page, pageSize: 25 } });
    },
  });
  const bind = draftBinding(draft, setDraft);
  const rows = list.data?.items ?? [];
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title="Deliveries Due" />
      <form className="sv-filters" aria-label="Filters" onSubmit={apply}>
        <TextField label="Due by" type="date" narrow {...bind.text('dueBy')} />
        <FilterSelect
          labelId="dd-plant"
          label="Plant"
          isClearable
          isLoading={setup.isPending}
          options={setup.data?.plants ?? []}
          {...bind.choice('plant')}
        />
        <TextField label="Shipping point" maxLength={4} narrow {...bind.text('shippingPoint')} />
        <TextField label="Customer / receiving plant" maxLength={10} {...bind.text('partner')} />
        <FilterSelect labelId="dd-route" label="Route" isClearable options={setup.data?.routes ?? []} {...bind.choice('route')} />
        <FilterSelect
          labelId="dd-type"
          label="Orders"
          isClearable
          isLoading={types.isPending}
          options={orderTypes}
          {...bind.choice('orderType')}
        />
        <FilterActions submit="Apply" />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label="Deliveries due"
        head={['Due', 'Order', 'Item', 'Material', 'Description', 'Plant', 'Shipping point', 'Ship-to', 'Route', 'Open']}
        loading={list.isPending && filters !== null}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((r) => (
          <tr key={`${r.orderType}${r.orderNumber}-${r.itemNo}`} onClick={() => navigate(orderPath(r.orderType, r.orderNumber))}>
            <td>{r.deliveryDate}</td>
            <td>
              <button type="button" className="sv-link" onClick={() => navigate(orderPath(r.orderType, r.orderNumber))}>
                {r.orderType} {r.orderNumber}
              </button>
            </td>
            <td>{r.itemNo}</td>
            <td className="sv-mono">{r.material}</td>
            <td className="sv-desc">{r.materialDescription}</td>
            <td>{r.plant}</td>
            <td>{r.shippingPoint}</td>
            <td>
              {r.partner} {r.partnerName}
            </td>
            <td>{r.route ?? ''}</td>
            <td className="sv-num">{displayQuantity(r.openQuantity)}</td>
          </tr>
        ))}
      </ListTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
      <SalesOrderSearch />
    </div>
  );
}
