import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { StorageLocation } from '../../../shared/contracts/master-data';
import type { EquipmentView, Paged, PostedMaterialDocument, StockOverview } from '../../../shared/contracts/stock';
import { errorText, formatMessage, messages } from '../../../shared/messages';
import { compareQuantities, displayQuantity, normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { apiFetch, isApiError, newIdempotencyKey } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui';
import { type Category, isS2sType, lineQuantity, missingStep, S2S_BASE, S2S_TYPES, type S2sState, s2sDocument } from './s2s.flow';
import { dispatchS2s, getS2s, startS2s, useS2s } from './s2s-store';
import { binOfScan, materialOfScan } from './si.flow';
import { FKeyButton, scanLookup, useFunctionKeys, useWmContext, WhereBar } from './wm-common';

const API = '/supplier/api/warehouse';
const CATEGORIES: { value: Category; label: string }[] = [
  { value: 'UNRESTRICTED', label: 'Unrestricted' },
  { value: 'QUALITY', label: 'Quality inspection' },
  { value: 'BLOCKED', label: 'Blocked' },
];
const categoryText = (c: string) => CATEGORIES.find((x) => x.value === c)?.label ?? c;

function Title({ state }: { state: S2sState | null }) {
  const type = state ? S2S_TYPES[state.mvttype] : undefined;
  return <WarehouseTitleBar title={type ? `Stock to Stock ${state?.mvttype}` : 'Stock to Stock'} />;
}

function Header({ state }: { state: S2sState }) {
  const type = S2S_TYPES[state.mvttype];
  return (
    <ul className="wm-summary" aria-label="This transfer">
      <li>
        <span>Movement</span>
        <strong>
          {state.mvttype} {type?.text}
        </strong>
      </li>
      {state.source ? (
        <li>
          <span>From</span>
          <strong>
            {state.source.plant} / {state.source.sloc} · {categoryText(state.source.category)}
          </strong>
        </li>
      ) : null}
      {state.destination ? (
        <li>
          <span>To</span>
          <strong>
            {state.destination.plant} / {state.destination.sloc}
            {state.destination.bin ? ` bin ${state.destination.bin}` : ''}
          </strong>
        </li>
      ) : type?.to ? (
        <li>
          <span>To</span>
          <strong>{categoryText(type.to)}</strong>
        </li>
      ) : null}
    </ul>
  );
}

/** The storage location a typed or scanned text names, from the plant's list. */
function slocOf(code: string, slocs: StorageLocation[]): StorageLocation {
  const sloc = slocs.find((s) => s.slocId.toUpperCase() === code.trim().toUpperCase());
  if (!sloc) throw new Error(formatMessage(messages.slocUnknown, { plant: slocs[0]?.plantId ?? '', sloc: code }));
  return sloc;
}

/** s2s/source/:mvttype: the plant, storage location and (311) category to take from. */
export function S2sSource() {
  const { mvttype } = useParams();
  const navigate = useNavigate();
  const ctx = useWmContext();
  const state = useS2s();
  const valid = isS2sType(mvttype);
  useEffect(() => {
    const current = getS2s();
    if (valid && (!current || current.mvttype !== mvttype || current.result)) startS2s(mvttype, newIdempotencyKey());
  }, [valid, mvttype]);
  const type = valid ? S2S_TYPES[mvttype] : undefined;
  const [category, setCategory] = useState<Category>(state?.source?.category ?? 'UNRESTRICTED');
  if (!valid || !type)
    return (
      <div className="sp-wh-screen wm-screen">
        <Title state={null} />
        <p className="wm-error">Movement type {mvttype} is not a stock-to-stock movement. Choose one:</p>
        <ul className="wm-choices">
          {Object.entries(S2S_TYPES).map(([t, d]) => (
            <li key={t}>
              <Link className="wm-choice" to={`${S2S_BASE}/source/${t}`}>
                {t} {d.text}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  if (!state || state.mvttype !== mvttype) return null;
  const slocs = ctx.plant?.storageLocations ?? [];
  const choose = (sloc: StorageLocation) => {
    dispatchS2s({ type: 'SOURCE', place: { plant: sloc.plantId, sloc: sloc.slocId, warehouse: sloc.warehouseId }, category });
    const next = getS2s();
    if (next?.error || !next?.source) return;
    navigate(type.needsDestination ? `${S2S_BASE}/destination` : `${S2S_BASE}/addmaterial`);
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <WhereBar ctx={ctx} showWarehouse={false} />
      <Header state={state} />
      {type.from === null ? (
        <fieldset className="wm-fieldset">
          <legend>Category to move</legend>
          <div className="wm-actions">
            {CATEGORIES.map((c) => (
              <button
                key={c.value}
                type="button"
                className="wm-choice"
                aria-pressed={category === c.value}
                onClick={() => setCategory(c.value)}
              >
                {c.label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <ScanInput
        label="Source storage location"
        placeholder="Scan or type, e.g. 0002"
        busy={!ctx.ready}
        error={state.error}
        onScan={(code) => {
          try {
            choose(slocOf(code, slocs));
          } catch (error) {
            dispatchS2s({ type: 'ERROR', message: errorText(error) });
          }
        }}
      />
      <ul className="wm-choices" aria-label="Storage locations">
        {slocs.map((s) => (
          <li key={s.slocId}>
            <button type="button" className="wm-choice" onClick={() => choose(s)}>
              {s.slocId} {s.name}
              {s.warehouseId ? ` (bins, ${s.warehouseId})` : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** s2s/destination: the storage location (and bin when it has bins) to put into (311). */
export function S2sDestination() {
  const navigate = useNavigate();
  const ctx = useWmContext();
  const state = useS2s();
  const [sloc, setSloc] = useState<StorageLocation | null>(null);
  if (!state) return <Navigate to={`${S2S_BASE}/source/311`} replace />;
  if (!state.source) return <Navigate to={`${S2S_BASE}/source/${state.mvttype}`} replace />;
  if (!S2S_TYPES[state.mvttype]?.needsDestination) return <Navigate to={`${S2S_BASE}/addmaterial`} replace />;
  const source = state.source;
  const slocs = (ctx.plant?.storageLocations ?? []).filter((s) => s.plantId === source.plant && s.slocId !== source.sloc);
  const finish = (place: StorageLocation, bin: string | null) => {
    dispatchS2s({ type: 'DESTINATION', place: { plant: place.plantId, sloc: place.slocId, warehouse: place.warehouseId }, bin });
    if (getS2s()?.destination && !getS2s()?.error) navigate(`${S2S_BASE}/addmaterial`);
  };
  const pick = (s: StorageLocation) => {
    if (s.slocId === source.sloc) {
      dispatchS2s({ type: 'ERROR', message: formatMessage(messages.s2sSameSloc, { sloc: s.slocId }) });
      return;
    }
    if (s.warehouseId) {
      setSloc(s);
      dispatchS2s({ type: 'ERROR', message: '' });
    } else finish(s, null);
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      {sloc?.warehouseId ? (
        <ScanInput
          key="bin"
          label={`Destination bin in ${sloc.slocId}`}
          placeholder="Scan the bin to put into"
          error={state.error || null}
          onScan={async (code) => {
            try {
              const warehouse = sloc.warehouseId as string;
              const result = binOfScan(code, await scanLookup(code, { plant: sloc.plantId, warehouse }), warehouse);
              if (!result.ok) throw new Error(result.message);
              finish(sloc, result.target);
            } catch (error) {
              dispatchS2s({ type: 'ERROR', message: errorText(error) });
            }
          }}
        />
      ) : (
        <>
          <ScanInput
            key="sloc"
            label="Destination storage location"
            placeholder="Scan or type, e.g. 0003"
            error={state.error || null}
            onScan={(code) => {
              try {
                pick(slocOf(code, ctx.plant?.storageLocations ?? []));
              } catch (error) {
                dispatchS2s({ type: 'ERROR', message: errorText(error) });
              }
            }}
          />
          <ul className="wm-choices" aria-label="Storage locations">
            {slocs.map((s) => (
              <li key={s.slocId}>
                <button type="button" className="wm-choice" onClick={() => pick(s)}>
                  {s.slocId} {s.name}
                  {s.warehouseId ? ` (bins, ${s.warehouseId})` : ''}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface Draft {
  phase: 'bin' | 'material' | 'quantity' | 'serials' | 'reason';
  bin: string | null;
  material: { id: string; description: string; baseUnit: string; serialized: boolean; batch: string; available: string } | null;
  serialsHere: string[];
  quantity: string | null;
  serials: string[];
  error: string | null;
}

/** s2s/addmaterial: one material of the list: source bin (when the source has bins), material, quantity or serials, reason. */
export function S2sAddMaterial() {
  const navigate = useNavigate();
  const state = useS2s();
  const source = state?.source;
  const [draft, setDraft] = useState<Draft>({
    phase: source?.warehouse ? 'bin' : 'material',
    bin: null,
    material: null,
    serialsHere: [],
    quantity: null,
    serials: [],
    error: null,
  });
  const reasons = useQuery({
    queryKey: ['movement-reasons', state?.mvttype],
    enabled: !!state,
    queryFn: () => apiFetch<{ reasons: { reasonCode: string; description: string }[] }>(`${API}/movement-reasons/${state?.mvttype}`),
    staleTime: 600_000,
  });
  useFunctionKeys({ F4: draft.phase === 'serials' ? () => serialsDone() : null });
  if (!state) return <Navigate to={`${S2S_BASE}/source/311`} replace />;
  const missing = missingStep(state);
  if (missing || !source)
    return <Navigate to={missing === 'destination' ? `${S2S_BASE}/destination` : `${S2S_BASE}/source/${state.mvttype}`} replace />;
  const fail = (error: unknown) => setDraft((d) => ({ ...d, error: errorText(error) }));

  const onBin = async (code: string) => {
    try {
      const warehouse = source.warehouse as string;
      const result = binOfScan(code, await scanLookup(code, { plant: source.plant, warehouse }), warehouse);
      if (!result.ok) throw new Error(result.message);
      setDraft((d) => ({ ...d, bin: result.target, phase: 'material', error: null }));
    } catch (error) {
      fail(error);
    }
  };
  const onMaterial = async (code: string) => {
    try {
      const scan = await scanLookup(code);
      const found = materialOfScan(code, scan);
      if (!found.ok) throw new Error(found.message);
      const stock = await apiFetch<StockOverview>(`${API}/stock`, {
        query: {
          material: found.target,
          plant: source.plant,
          sloc: source.sloc,
          bin: draft.bin ?? undefined,
          category: source.category,
          batch: scan.gs1?.batch ?? undefined,
          limit: 20,
        },
      });
      const here = draft.bin ? stock.rows.filter((r) => r.bin === draft.bin) : stock.rows;
      const row = here[0];
      if (!row)
        throw new Error(
          formatMessage(messages.materialNotInBin, {
            material: found.target,
            bin: draft.bin ?? `${source.sloc} (${categoryText(source.category)})`,
          }),
        );
      const serialsHere = row.serialized
        ? (
            await apiFetch<Paged<EquipmentView>>(`${API}/serialized-equipments`, {
              query: {
                material: row.material,
                plant: source.plant,
                sloc: source.sloc,
                bin: draft.bin ?? undefined,
                category: source.category,
                pageSize: 200,
              },
            })
          ).items.map((e) => e.serialNumber)
        : [];
      setDraft((d) => ({
        ...d,
        material: {
          id: row.material,
          description: row.materialDescription,
          baseUnit: row.baseUnit,
          serialized: row.serialized,
          batch: row.batch,
          available: row.quantity,
        },
        serialsHere,
        phase: row.serialized ? 'serials' : 'quantity',
        serials: row.serialized && scan.gs1?.serial && serialsHere.includes(scan.gs1.serial) ? [scan.gs1.serial] : [],
        error: null,
      }));
    } catch (error) {
      fail(error);
    }
  };
  const onQuantity = (text: string) => {
    const value = text.trim().replace(',', '.');
    const problem = quantityProblem(value);
    if (problem) return fail(new Error(quantityProblemText[problem]));
    const quantity = normalizeQuantity(value);
    const m = draft.material;
    if (m && compareQuantities(quantity, m.available) > 0)
      return fail(
        new Error(
          formatMessage(messages.quantityMoreThanInBin, {
            bin: draft.bin ?? source.sloc,
            available: displayQuantity(m.available),
            material: m.id,
            quantity: displayQuantity(quantity),
          }),
        ),
      );
    setDraft((d) => ({ ...d, quantity, phase: 'reason', error: null }));
  };
  const onSerial = (serial: string) => {
    const s = draft.serialsHere.find((x) => x.toUpperCase() === serial.trim().toUpperCase());
    if (!s) return fail(new Error(formatMessage(messages.serialNotInBin, { serial, bin: draft.bin ?? source.sloc })));
    if (draft.serials.includes(s)) return fail(new Error(messages.serialAlreadyEntered));
    setDraft((d) => ({ ...d, serials: [...d.serials, s], error: null }));
  };
  function serialsDone() {
    setDraft((d) =>
      d.serials.length === 0
        ? { ...d, error: messages.serialsNeeded }
        : { ...d, quantity: String(d.serials.length), phase: 'reason', error: null },
    );
  }
  const add = (reason: { reasonCode: string; description: string } | null) => {
    const m = draft.material;
    if (!m || !draft.quantity) return;
    dispatchS2s({
      type: 'ADD',
      line: {
        material: m.id,
        description: m.description,
        baseUnit: m.baseUnit,
        bin: draft.bin,
        batch: m.batch,
        quantity: draft.quantity,
        serials: draft.serials,
        reason: reason?.reasonCode ?? null,
        reasonText: reason?.description ?? null,
      },
    });
    if (!getS2s()?.error) navigate(`${S2S_BASE}/matlist`);
    else setDraft((d) => ({ ...d, error: getS2s()?.error ?? null }));
  };

  const m = draft.material;
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      {draft.bin || m ? (
        <ul className="wm-summary" aria-label="This material">
          {draft.bin ? (
            <li>
              <span>Source bin</span>
              <strong>{draft.bin}</strong>
            </li>
          ) : null}
          {m ? (
            <li>
              <span>{m.id}</span>
              <strong>
                {displayQuantity(m.available)} {m.baseUnit} here
              </strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      {draft.phase === 'bin' ? (
        <ScanInput key="bin" label="Source bin" placeholder="Scan the bin to take from" onScan={onBin} error={draft.error} />
      ) : null}
      {draft.phase === 'material' ? (
        <ScanInput key="material" label="Material" placeholder="Scan a material or GTIN" onScan={onMaterial} error={draft.error} />
      ) : null}
      {draft.phase === 'quantity' && m ? (
        <ScanInput
          key="quantity"
          label={`Quantity (${m.baseUnit}, at most ${displayQuantity(m.available)})`}
          inputMode="numeric"
          onScan={onQuantity}
          error={draft.error}
        />
      ) : null}
      {draft.phase === 'serials' ? (
        <>
          <ScanInput key="serials" label="Serial" placeholder="Scan each serial" onScan={onSerial} error={draft.error} />
          <ul className="wm-serials" aria-label="Scanned serials">
            {draft.serials.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <div className="wm-actions">
            <FKeyButton fkey="F4" label={`Done (${draft.serials.length})`} onClick={serialsDone} />
          </div>
        </>
      ) : null}
      {draft.phase === 'reason' ? (
        <>
          <p className="wm-muted">
            Reason for {m?.id} ({displayQuantity(draft.quantity ?? '0')} {m?.baseUnit})
          </p>
          {draft.error ? <p className="wm-error">{draft.error}</p> : null}
          <ul className="wm-choices" aria-label="Movement reasons">
            {(reasons.data?.reasons ?? []).map((r) => (
              <li key={r.reasonCode}>
                <button type="button" className="wm-choice" onClick={() => add(r)}>
                  {r.reasonCode} {r.description}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="wm-choice" onClick={() => add(null)}>
                No reason
              </button>
            </li>
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** s2s/matlist: the collected lines; post them once as one material document. */
export function S2sMatList() {
  const navigate = useNavigate();
  const state = useS2s();
  const post = async () => {
    const current = getS2s();
    if (!current) return;
    dispatchS2s({ type: 'POST' });
    const started = getS2s();
    const document = started ? s2sDocument(started) : null;
    if (!started?.posting || !document) return;
    try {
      const posted = await apiFetch<PostedMaterialDocument>(`${API}/material-documents`, {
        method: 'POST',
        body: document,
        idempotencyKey: started.key,
      });
      dispatchS2s({ type: 'POSTED', matDoc: posted.matDoc });
    } catch (error) {
      dispatchS2s({
        type: 'FAILED',
        message: errorText(error),
        ...(isApiError(error) && error.status >= 400 && error.status < 500 ? { nextKey: newIdempotencyKey() } : {}),
      });
    }
  };
  const addMore = () => navigate(`${S2S_BASE}/addmaterial`);
  const again = () => {
    if (!state) return;
    startS2s(state.mvttype, newIdempotencyKey());
    navigate(`${S2S_BASE}/source/${state.mvttype}`);
  };
  useFunctionKeys({
    F2: state && !state.result && !state.posting ? addMore : null,
    F4: state && !state.result && !state.posting ? () => void post() : null,
    F6: state?.result ? again : null,
  });
  if (!state) return <Navigate to={`${S2S_BASE}/source/311`} replace />;
  const missing = missingStep(state);
  if (missing && !state.result)
    return <Navigate to={missing === 'destination' ? `${S2S_BASE}/destination` : `${S2S_BASE}/source/${state.mvttype}`} replace />;
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      {state.result ? (
        <p className="wm-success" role="status">
          {formatMessage(messages.s2sPosted, { matDoc: state.result.matDoc })}
        </p>
      ) : null}
      {state.error ? (
        <p className="wm-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <ol className="mv-list" aria-label="Materials to move">
        {state.lines.map((l, i) => (
          <li key={`${l.material}|${l.bin ?? ''}|${l.batch}`}>
            <div>
              <strong>{l.material}</strong> {lineQuantity(l)}
              <div className="wm-muted">
                {l.bin ? `bin ${l.bin} · ` : ''}
                {l.batch ? `batch ${l.batch} · ` : ''}
                {l.reasonText ?? 'no reason'}
                {l.serials.length > 0 ? ` · ${l.serials.join(', ')}` : ''}
              </div>
            </div>
            {state.result ? null : (
              <button
                type="button"
                className="ui-button"
                aria-label={`Remove ${l.material}`}
                disabled={state.posting}
                onClick={() => dispatchS2s({ type: 'REMOVE', index: i })}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ol>
      {state.lines.length === 0 ? <p className="wm-muted">{messages.s2sNoLines}</p> : null}
      <div className="wm-actions">
        {state.result ? (
          <FKeyButton fkey="F6" label="New transfer" onClick={again} />
        ) : (
          <>
            <FKeyButton fkey="F2" label="Add material" onClick={addMore} disabled={state.posting} />
            <FKeyButton
              fkey="F4"
              label={state.posting ? 'Posting...' : 'Post'}
              onClick={() => void post()}
              disabled={state.posting || state.lines.length === 0}
            />
          </>
        )}
      </div>
    </div>
  );
}
