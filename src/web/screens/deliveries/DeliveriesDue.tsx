import { useQuery } from '@tanstack/react-query';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import { deliveryDuePreferences } from '../../../shared/contracts/deliveries/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { call } from '../../api';
import { useNavigate } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ErrorText } from '../../ui/AlertLine';
import { FilterActions, FilterSelect, TextField } from '../../ui/FilterBar';
import { DateField } from '../../ui/FilterDateField';
import { ListTable } from '../../ui/ListTable';
import { Pagination } from '../../ui/Pagination';
import { showDay } from '../../ui/plant-time';
import { draftBinding } from '../stock/draft-binding';
import { ORDER_TYPE, orderPath } from './deliveries-parts';
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
  const orderTypes = (types.data?.deliveryTypes ?? []).map((type) => ({ value: type.orderType, label: type.description }));
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
      <WarehouseTitleBar title={t('dlv.dueTitle')} />
      <form className="sv-filters" aria-label={t('dlv.filters')} onSubmit={apply}>
        <DateField label={t('dlv.dueBy')} narrow {...bind.text('dueBy')} />
        <FilterSelect
          labelId="dd-plant"
          label={t('dlv.colPlant')}
          isClearable
          isLoading={setup.isPending}
          options={setup.data?.plants ?? []}
          {...bind.choice('plant')}
        />
        <TextField label={t('dlv.shippingPoint')} maxLength={4} narrow {...bind.text('shippingPoint')} />
        <TextField label={t('dlv.partner')} maxLength={10} {...bind.text('partner')} />
        <FilterSelect labelId="dd-route" label={t('dlv.route')} isClearable options={setup.data?.routes ?? []} {...bind.choice('route')} />
        <FilterSelect
          labelId="dd-type"
          label={t('dlv.orders')}
          isClearable
          isLoading={types.isPending}
          options={orderTypes}
          {...bind.choice('orderType')}
        />
        <FilterActions submit={t('dlv.apply')} />
      </form>
      <ErrorText error={list.isError ? list.error : null} />
      <ListTable
        label={t('dlv.dueList')}
        head={[
          t('dlv.colDue'),
          t('dlv.colOrder'),
          t('dlv.colItem'),
          t('dlv.colMaterial'),
          t('dlv.colDescription'),
          t('dlv.colPlant'),
          t('dlv.shippingPoint'),
          t('dlv.colShipTo'),
          t('dlv.route'),
          t('dlv.colOpen'),
        ]}
        loading={list.isPending && filters !== null}
        empty={list.isSuccess && rows.length === 0}
      >
        {rows.map((r) => (
          <tr key={`${r.orderType}${r.orderNumber}-${r.itemNo}`} onClick={() => navigate(orderPath(r.orderType, r.orderNumber))}>
            <td>{showDay(r.deliveryDate)}</td>
            <td>
              <button type="button" className="sv-link" onClick={() => navigate(orderPath(r.orderType, r.orderNumber))}>
                {t(ORDER_TYPE[r.orderType], { number: r.orderNumber })}
              </button>
            </td>
            <td>{r.itemNo}</td>
            <td className="sv-mono" translate="no">
              {r.material}
            </td>
            <td className="sv-desc" translate="no">
              {r.materialDescription}
            </td>
            <td>{r.plant}</td>
            <td>{r.shippingPoint}</td>
            <td translate="no">
              {r.partner} {r.partnerName}
            </td>
            <td translate="no">{r.route ?? ''}</td>
            <td className="sv-num">{showQuantity(r.openQuantity)}</td>
          </tr>
        ))}
      </ListTable>
      {list.data ? <Pagination page={page} maxPage={list.data.maxPage} onPageChange={setPage} /> : null}
      <SalesOrderSearch />
    </div>
  );
}
