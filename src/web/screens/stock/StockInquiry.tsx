import { skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { StockCategoryCode } from '../../../shared/contracts/stock/schemas';
import { type MessageId, showNumber, showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui/ScanInput';
import { Field, scanLookup, useWmContext, WhereBar, type WmContext } from '../warehouse/handheld';
import {
  binDetailPath,
  binOfScan,
  clampIndex,
  materialDetailPath,
  materialOfScan,
  parseIndex,
  positionText,
  type SerialMatch,
  serialsOfScan,
  serialWhere,
  step,
} from './stock-inquiry.flow';

const CATEGORY = {
  UNRESTRICTED: 'stock.categoryShort.UNRESTRICTED',
  QUALITY: 'stock.categoryShort.QUALITY',
  BLOCKED: 'stock.categoryShort.BLOCKED',
} as const satisfies Record<StockCategoryCode, MessageId>;
/** A category's short name ("Quality"); another code shows itself. */
const categoryShort = (category: string): string =>
  Object.hasOwn(CATEGORY, category) ? t(CATEGORY[category as StockCategoryCode]) : category;

function Tabs({ current }: { current: 'bin' | 'material' }) {
  return (
    <nav className="wm-tabs" aria-label={t('stock.inquireBy')}>
      <Link to={href('stockInquiry')} aria-current={current === 'bin' ? 'page' : undefined}>
        {t('stock.byBin')}
      </Link>
      <Link to={href('stockInquiryMaterial')} aria-current={current === 'material' ? 'page' : undefined}>
        {t('stock.byMaterial')}
      </Link>
    </nav>
  );
}

/** Called with the serials a scan names when it is not a bin (material) of the screen. */
type OnSerials = (serials: SerialMatch[]) => void;

function useScanBin(ctx: WmContext, onSerials?: OnSerials) {
  const navigate = useNavigate();
  return async (code: string) => {
    if (!ctx.plant || !ctx.warehouse) throw new Error(t('noWarehouse'));
    const scan = await scanLookup(code, { plant: ctx.plant.plantId, warehouse: ctx.warehouse });
    const result = binOfScan(code, scan, ctx.warehouse);
    const serials = serialsOfScan(scan);
    if (!result.ok && onSerials && serials.length > 0) return onSerials(serials);
    if (!result.ok) throw new Error(result.message);
    onSerials?.([]);
    navigate(binDetailPath(result.target, 0));
  };
}

function useScanMaterial(ctx: WmContext, onSerials?: OnSerials) {
  const navigate = useNavigate();
  return async (code: string) => {
    const scan = await scanLookup(code, ctx.plant ? { plant: ctx.plant.plantId } : {});
    const result = materialOfScan(code, scan);
    const serials = serialsOfScan(scan);
    if (!result.ok && onSerials && serials.length > 0) return onSerials(serials);
    if (!result.ok) throw new Error(result.message);
    onSerials?.([]);
    navigate(materialDetailPath(result.target, 0));
  };
}

/** A scanned serial (or equipment number): its material, bin and category. */
function SerialCards({ serials }: { serials: SerialMatch[] }) {
  return (
    <>
      {serials.map((s) => (
        <section key={s.equipmentNumber} className="mv-card" aria-label={t('stock.serialOf', { serial: s.serialNumber })}>
          <p className="mv-card-title">
            {t('stock.serialLabel')} <span translate="no">{s.serialNumber}</span>
          </p>
          <p className="wm-card-sub" translate="no">
            {s.materialId} {s.description}
          </p>
          <dl className="wm-fields">
            <Field label={t('stock.material')}>
              <span translate="no">{s.materialId}</span>
            </Field>
            <Field label={t('stock.bin')}>
              <span translate="no">{s.bin ?? '-'}</span>
            </Field>
            <Field label={t('stock.category')}>{s.category ? categoryShort(s.category) : '-'}</Field>
            <Field label={t('stock.sloc')}>
              <span translate="no">{s.sloc ?? '-'}</span>
            </Field>
            <Field label={t('stock.where')} wide>
              {t('stock.whereInPlant', { where: serialWhere(s), plant: s.plant })}
            </Field>
            <Field label={t('stock.equipment')}>
              <span translate="no">{s.equipmentNumber}</span>
            </Field>
          </dl>
        </section>
      ))}
    </>
  );
}

/** si/home: scan a bin to see what is in it. */
export function SiHome() {
  return <SiStart by="bin" useScan={useScanBin} label={t('stock.storageBin')} placeholder={t('stock.scanBinOrSerial')} />;
}

/** si/mathome: scan a material to see where it is. */
export function SiMatHome() {
  return <SiStart by="material" useScan={useScanMaterial} label={t('stock.material')} placeholder={t('stock.scanMaterialGtinSerial')} />;
}

/** The first screen of an inquiry by bin or by material: the scan, and the serials a scan found instead. */
function SiStart(props: {
  by: 'bin' | 'material';
  useScan: (ctx: WmContext, onSerials: OnSerials) => (code: string) => Promise<unknown>;
  label: string;
  placeholder: string;
}) {
  const ctx = useWmContext();
  const [serials, setSerials] = useState<SerialMatch[]>([]);
  const onScan = props.useScan(ctx, setSerials);
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('stock.inquiryTitle')} />
      <WhereBar ctx={ctx} showWarehouse={props.by === 'bin'} />
      <Tabs current={props.by} />
      <ScanInput label={props.label} placeholder={props.placeholder} onScan={onScan} waiting={!ctx.ready} keepsScansWhileChecking />
      <SerialCards serials={serials} />
      <BottomBar actions={{}} />
    </div>
  );
}

function Stepper({ index, total, go }: { index: number; total: number; go: (index: number) => void }) {
  const state = { index, total };
  const prev = step(state, { type: 'PREVIOUS' }).index;
  const next = step(state, { type: 'NEXT' }).index;
  return (
    <div className="wm-stepper">
      <span className="wm-stepper-pos" aria-live="polite">
        {positionText(index, total)}
      </span>
      <BottomBar
        actions={{
          previous: { run: () => go(prev), disabled: prev === index },
          next: { run: () => go(next), disabled: next === index },
        }}
      />
    </div>
  );
}

function SerialsAt(props: { material: string; plant: string; sloc: string; bin: string | null; category: StockCategoryCode }) {
  const serials = useQuery({
    queryKey: ['si-serials', props],
    queryFn: () =>
      call(stockContracts.searchEquipment, {
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
      <dt>
        {serials.data.total > serials.data.items.length
          ? t('stock.serialsShown', { shown: showNumber(serials.data.items.length), total: showNumber(serials.data.total) })
          : t('stock.serials')}
      </dt>
      <dd>
        <ul className="wm-serials" translate="no">
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
  const warehouse = ctx.warehouse;
  const detail = useQuery({
    queryKey: ['si-bin', plant, warehouse, binNumber],
    queryFn:
      plant && warehouse
        ? () => call(masterData.getStorageBin, { params: { plantId: plant, warehouseId: warehouse, binId: binNumber } })
        : skipToken,
  });
  const contents = detail.data?.contents ?? [];
  const index = clampIndex(parseIndex(rawIndex), contents.length);
  const row = index === null ? null : contents[index];
  return (
    <DetailScreen
      title={t('stock.binTitle', { bin: binNumber })}
      titleLink={href('stockInquiry')}
      ctx={ctx}
      scan={{ label: t('stock.nextBin'), placeholder: t('stock.scanAnotherBin'), onScan }}
      query={detail}
      card={(bin) => (
        <>
          <p className="wm-card-sub">
            <span translate="no">
              {bin.storageType} {bin.storageTypeName} · {bin.binType}
            </span>
            {bin.blocked ? ` · ${t('stock.blockedMark')}` : ''}
          </p>
          {row && index !== null ? (
            <>
              <p className="mv-card-title" translate="no">
                {row.materialId}
              </p>
              <p className="wm-card-sub" translate="no">
                {row.description}
              </p>
              <dl className="wm-fields">
                <PositionFields {...row} sloc={row.slocId} />
                {row.serialized && plant ? (
                  <SerialsAt material={row.materialId} plant={plant} sloc={row.slocId} bin={binNumber} category={row.category} />
                ) : null}
              </dl>
              <Stepper index={index} total={contents.length} go={(i) => navigate(binDetailPath(binNumber, i), { replace: true })} />
            </>
          ) : (
            <p className="wm-muted">{t('binEmpty', { bin: binNumber })}</p>
          )}
        </>
      )}
    />
  );
}

/** si/binmatdetails/matNum/:matNumber/index/:index: one position of the material per screen. */
export function SiMatDetails() {
  const { matNumber = '', index: rawIndex } = useParams();
  const navigate = useNavigate();
  const ctx = useWmContext();
  const onScan = useScanMaterial(ctx);
  const plant = ctx.plant?.plantId;
  const stock = useQuery({
    queryKey: ['si-material', plant, matNumber],
    enabled: !!plant,
    queryFn: () => call(stockContracts.stockOverview, { query: { material: matNumber, plant, limit: 500 } }),
  });
  const rows = stock.data?.rows ?? [];
  const index = clampIndex(parseIndex(rawIndex), rows.length);
  const row = index === null ? null : rows[index];
  // one material: its one unit of measure
  const totals = stock.data?.totals?.find((t) => t.unit === row?.baseUnit)?.categories;
  return (
    <DetailScreen
      title={<span translate="no">{matNumber}</span>}
      titleLink={href('stockInquiryMaterial')}
      ctx={ctx}
      showWarehouse={false}
      scan={{ label: t('stock.nextMaterial'), placeholder: t('stock.scanAnotherMaterial'), onScan }}
      query={stock}
      card={() =>
        row && index !== null ? (
          <>
            <p className="mv-card-title">{row.bin ? <span translate="no">{row.bin}</span> : t('stock.slocTitle', { sloc: row.sloc })}</p>
            <p className="wm-card-sub" translate="no">
              {row.materialDescription}
            </p>
            <dl className="wm-fields">
              <PositionFields {...row} />
              {totals ? (
                <Field label={t('stock.totalInPlant', { plant: row.plant })} wide>
                  {t('stock.totalsByCategory', {
                    unrestricted: showQuantity(totals.UNRESTRICTED),
                    quality: showQuantity(totals.QUALITY),
                    blocked: showQuantity(totals.BLOCKED),
                  })}
                </Field>
              ) : null}
              {row.serialized ? (
                <SerialsAt material={row.material} plant={row.plant} sloc={row.sloc} bin={row.bin} category={row.category} />
              ) : null}
            </dl>
            <Stepper index={index} total={rows.length} go={(i) => navigate(materialDetailPath(matNumber, i), { replace: true })} />
          </>
        ) : (
          <p className="wm-muted">{t('materialNoStock', { material: matNumber, plant: plant ?? '' })}</p>
        )
      }
    />
  );
}

/**
 * The frame of a one-position-a-screen inquiry: title, where the user is, the scan of the next bin
 * or material, the query's loading and error, and its answer's card.
 */
function DetailScreen<T>(props: {
  title: ReactNode;
  titleLink: string;
  ctx: WmContext;
  showWarehouse?: boolean;
  scan: { label: string; placeholder: string; onScan: (text: string) => unknown };
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  card: (data: T) => ReactNode;
}) {
  const { ctx, query } = props;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={props.title} titleLink={props.titleLink} />
      <WhereBar ctx={ctx} showWarehouse={props.showWarehouse} />
      <ScanInput
        label={props.scan.label}
        placeholder={props.scan.placeholder}
        onScan={props.scan.onScan}
        waiting={!ctx.ready}
        keepsScansWhileChecking
      />
      {query.isPending && ctx.ready ? <p className="wm-muted">{t('loading')}</p> : null}
      {query.isError ? <p className="wm-error">{errorText(query.error)}</p> : null}
      {query.data ? <div className="mv-card">{props.card(query.data)}</div> : null}
    </div>
  );
}

/** Quantity, category, storage location and batch of one stock position. */
function PositionFields(props: { quantity: string; baseUnit: string; category: string; sloc: string; batch: string }) {
  return (
    <>
      <Field label={t('stock.quantity')}>
        <span className="wm-qty">
          {showQuantity(props.quantity)} {unitSymbol(props.baseUnit)}
        </span>
      </Field>
      <Field label={t('stock.category')}>{categoryShort(props.category)}</Field>
      <Field label={t('stock.sloc')}>
        <span translate="no">{props.sloc}</span>
      </Field>
      <Field label={t('stock.batch')}>
        <span translate="no">{props.batch || '-'}</span>
      </Field>
    </>
  );
}
