import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { StorageBinDetail } from '../../../shared/contracts/master-data';
import type { EquipmentView, Paged, StockOverview } from '../../../shared/contracts/stock';
import { errorText, formatMessage, messages } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { apiFetch } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui';
import {
  binDetailPath,
  binOfScan,
  clampIndex,
  materialDetailPath,
  materialOfScan,
  parseIndex,
  positionText,
  SI_HOME,
  SI_MATHOME,
  stepIndex,
} from './si.flow';
import { Field, FKeyButton, scanLookup, useFunctionKeys, useWmContext, WhereBar, type WmContext } from './wm-common';

const API = '/supplier/api/warehouse';
const CATEGORY: Record<string, string> = { UNRESTRICTED: 'Unrestricted', QUALITY: 'Quality', BLOCKED: 'Blocked' };

function Tabs({ current }: { current: 'bin' | 'material' }) {
  return (
    <nav className="wm-tabs" aria-label="Inquire by">
      <Link to={SI_HOME} aria-current={current === 'bin' ? 'page' : undefined}>
        By bin
      </Link>
      <Link to={SI_MATHOME} aria-current={current === 'material' ? 'page' : undefined}>
        By material
      </Link>
    </nav>
  );
}

function useScanBin(ctx: WmContext) {
  const navigate = useNavigate();
  return async (code: string) => {
    if (!ctx.plant || !ctx.warehouse) throw new Error(messages.noWarehouse);
    const result = binOfScan(code, await scanLookup(code, { plant: ctx.plant.plantId, warehouse: ctx.warehouse }), ctx.warehouse);
    if (!result.ok) throw new Error(result.message);
    navigate(binDetailPath(result.target, 0));
  };
}

function useScanMaterial() {
  const navigate = useNavigate();
  return async (code: string) => {
    const result = materialOfScan(code, await scanLookup(code));
    if (!result.ok) throw new Error(result.message);
    navigate(materialDetailPath(result.target, 0));
  };
}

/** si/home: scan a bin to see what is in it. */
export function SiHome() {
  const ctx = useWmContext();
  const onScan = useScanBin(ctx);
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Stock Inquiry" />
      <WhereBar ctx={ctx} />
      <Tabs current="bin" />
      <ScanInput label="Storage bin" placeholder="Scan a bin" onScan={onScan} busy={!ctx.ready} />
    </div>
  );
}

/** si/mathome: scan a material to see where it is. */
export function SiMatHome() {
  const ctx = useWmContext();
  const onScan = useScanMaterial();
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Stock Inquiry" />
      <WhereBar ctx={ctx} showWarehouse={false} />
      <Tabs current="material" />
      <ScanInput label="Material" placeholder="Scan a material or GTIN" onScan={onScan} busy={!ctx.ready} />
    </div>
  );
}

function Stepper({ index, total, go }: { index: number; total: number; go: (index: number) => void }) {
  const prev = stepIndex(index, total, -1);
  const next = stepIndex(index, total, 1);
  useFunctionKeys({ F8: prev === null ? null : () => go(prev), F9: next === null ? null : () => go(next) });
  return (
    <div className="wm-stepper">
      <FKeyButton fkey="F8" label="Prev" disabled={prev === null} onClick={() => prev !== null && go(prev)} />
      <span className="wm-stepper-pos" aria-live="polite">
        {positionText(index, total)}
      </span>
      <FKeyButton fkey="F9" label="Next" disabled={next === null} onClick={() => next !== null && go(next)} />
    </div>
  );
}

function SerialsAt(props: { material: string; plant: string; sloc: string; bin: string | null; category: string }) {
  const serials = useQuery({
    queryKey: ['si-serials', props],
    queryFn: () =>
      apiFetch<Paged<EquipmentView>>(`${API}/serialized-equipments`, {
        query: {
          material: props.material,
          plant: props.plant,
          sloc: props.sloc,
          bin: props.bin ?? undefined,
          category: props.category,
          pageSize: 50,
        },
      }),
  });
  if (!serials.data || serials.data.items.length === 0) return null;
  return (
    <div className="wm-field wm-field-wide">
      <dt>Serials{serials.data.total > serials.data.items.length ? ` (${serials.data.items.length} of ${serials.data.total})` : ''}</dt>
      <dd>
        <ul className="wm-serials">
          {serials.data.items.map((e) => (
            <li key={e.equipmentNumber}>{e.serialNumber}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** si/bindetails/binNumber/:binNumber/index/:index: one stock position of the bin per screen. */
export function SiBinDetails() {
  const { binNumber = '', index: rawIndex } = useParams();
  const navigate = useNavigate();
  const ctx = useWmContext();
  const onScan = useScanBin(ctx);
  const plant = ctx.plant?.plantId;
  const detail = useQuery({
    queryKey: ['si-bin', plant, ctx.warehouse, binNumber],
    enabled: !!plant && !!ctx.warehouse,
    queryFn: () => apiFetch<StorageBinDetail>(`${API}/plants/${plant}/warehouses/${ctx.warehouse}/bins/${encodeURIComponent(binNumber)}`),
  });
  const contents = detail.data?.contents ?? [];
  const index = clampIndex(parseIndex(rawIndex), contents.length);
  const row = index === null ? null : contents[index];
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={`Bin ${binNumber}`} titleLink={SI_HOME} />
      <WhereBar ctx={ctx} />
      <ScanInput label="Next bin" placeholder="Scan another bin" onScan={onScan} busy={!ctx.ready} />
      {detail.isPending && ctx.ready ? <p className="wm-muted">{messages.loading}</p> : null}
      {detail.isError ? <p className="wm-error">{errorText(detail.error)}</p> : null}
      {detail.data ? (
        <div className="mv-card">
          <p className="wm-card-sub">
            {detail.data.storageType} {detail.data.storageTypeName} · {detail.data.binType}
            {detail.data.blocked ? ' · BLOCKED' : ''}
          </p>
          {row && index !== null ? (
            <>
              <p className="mv-card-title">{row.materialId}</p>
              <p className="wm-card-sub">{row.description}</p>
              <dl className="wm-fields">
                <Field label="Quantity">
                  <span className="wm-qty">
                    {displayQuantity(row.quantity)} {row.baseUnit}
                  </span>
                </Field>
                <Field label="Category">{CATEGORY[row.category] ?? row.category}</Field>
                <Field label="Storage location">{row.slocId}</Field>
                <Field label="Batch">{row.batch || '-'}</Field>
                {row.serialized && plant ? (
                  <SerialsAt material={row.materialId} plant={plant} sloc={row.slocId} bin={binNumber} category={row.category} />
                ) : null}
              </dl>
              <Stepper index={index} total={contents.length} go={(i) => navigate(binDetailPath(binNumber, i), { replace: true })} />
            </>
          ) : (
            <p className="wm-muted">{formatMessage(messages.binEmpty, { bin: binNumber })}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** si/binmatdetails/matNum/:matNumber/index/:index: one position of the material per screen. */
export function SiMatDetails() {
  const { matNumber = '', index: rawIndex } = useParams();
  const navigate = useNavigate();
  const ctx = useWmContext();
  const onScan = useScanMaterial();
  const plant = ctx.plant?.plantId;
  const stock = useQuery({
    queryKey: ['si-material', plant, matNumber],
    enabled: !!plant,
    queryFn: () => apiFetch<StockOverview>(`${API}/stock`, { query: { material: matNumber, plant, limit: 500 } }),
  });
  const rows = stock.data?.rows ?? [];
  const index = clampIndex(parseIndex(rawIndex), rows.length);
  const row = index === null ? null : rows[index];
  const totals = stock.data?.totals;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={matNumber} titleLink={SI_MATHOME} />
      <WhereBar ctx={ctx} showWarehouse={false} />
      <ScanInput label="Next material" placeholder="Scan another material" onScan={onScan} busy={!ctx.ready} />
      {stock.isPending && ctx.ready ? <p className="wm-muted">{messages.loading}</p> : null}
      {stock.isError ? <p className="wm-error">{errorText(stock.error)}</p> : null}
      {stock.data ? (
        <div className="mv-card">
          {row && index !== null ? (
            <>
              <p className="mv-card-title">{row.bin ?? `Storage location ${row.sloc}`}</p>
              <p className="wm-card-sub">{row.materialDescription}</p>
              <dl className="wm-fields">
                <Field label="Quantity">
                  <span className="wm-qty">
                    {displayQuantity(row.quantity)} {row.baseUnit}
                  </span>
                </Field>
                <Field label="Category">{CATEGORY[row.category] ?? row.category}</Field>
                <Field label="Storage location">{row.sloc}</Field>
                <Field label="Batch">{row.batch || '-'}</Field>
                {totals ? (
                  <Field label={`Total in plant ${row.plant}`} wide>
                    {displayQuantity(totals.UNRESTRICTED)} unrestricted · {displayQuantity(totals.QUALITY)} quality ·{' '}
                    {displayQuantity(totals.BLOCKED)} blocked
                  </Field>
                ) : null}
                {row.serialized ? (
                  <SerialsAt material={row.material} plant={row.plant} sloc={row.sloc} bin={row.bin} category={row.category} />
                ) : null}
              </dl>
              <Stepper index={index} total={rows.length} go={(i) => navigate(materialDetailPath(matNumber, i), { replace: true })} />
            </>
          ) : (
            <p className="wm-muted">{formatMessage(messages.materialNoStock, { material: matNumber, plant: plant ?? '' })}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
