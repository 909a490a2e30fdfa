import { useEffect, useReducer } from 'react';
import type { StorageBinDetail } from '../../../shared/contracts/master-data';
import type { EquipmentView, Paged } from '../../../shared/contracts/stock';
import type { BinToBinResult } from '../../../shared/contracts/stock-visibility';
import { errorText, formatMessage, messages } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { apiFetch, isApiError, newIdempotencyKey } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui';
import { b2bReducer, b2bRequest, initialB2b } from './b2b.flow';
import { binOfScan } from './si.flow';
import { FKeyButton, scanLookup, useFunctionKeys, useWmContext, WhereBar } from './wm-common';

const API = '/supplier/api/warehouse';

/**
 * Bin to bin (/supplier/warehouse/wm/b2b): source bin, material or serial, quantity or serials,
 * destination bin, one step per screen with one scan field; the move is posted through a
 * transfer order created and confirmed at once, with the key the flow started with.
 */
export default function BinToBin() {
  const ctx = useWmContext();
  const [state, dispatch] = useReducer(b2bReducer, undefined, () => initialB2b(newIdempotencyKey()));
  const plant = ctx.plant?.plantId;
  const warehouse = ctx.warehouse;

  const binDetail = (bin: string) =>
    apiFetch<StorageBinDetail>(`${API}/plants/${plant}/warehouses/${warehouse}/bins/${encodeURIComponent(bin)}`);
  const scanBin = async (code: string) => {
    if (!plant || !warehouse) throw new Error(messages.noWarehouse);
    const result = binOfScan(code, await scanLookup(code, { plant, warehouse }), warehouse);
    if (!result.ok) throw new Error(result.message);
    return binDetail(result.target);
  };
  const serialsIn = async (material: string, bin: string) =>
    (
      await apiFetch<Paged<EquipmentView>>(`${API}/serialized-equipments`, {
        query: { material, plant, bin, pageSize: 200 },
      })
    ).items.map((e) => e.serialNumber);

  /** a failed lookup shows in the step's scan field, like a refusal of the flow */
  const guarded = (handler: (code: string) => Promise<void>) => async (code: string) => {
    try {
      await handler(code);
    } catch (error) {
      dispatch({ type: 'ERROR', message: errorText(error) });
    }
  };

  const onSource = async (code: string) => {
    const bin = await scanBin(code);
    dispatch({ type: 'SOURCE', bin: bin.binId, blocked: bin.blocked, contents: bin.contents });
  };
  const onItem = async (code: string) => {
    const source = state.sourceBin as string;
    const scan = await scanLookup(code).catch(() => null);
    const material = scan?.matches.find((m) => m.kind === 'material');
    if (material && material.kind === 'material') {
      dispatch({
        type: 'ITEM',
        material: material.materialId,
        serialsInBin: material.serialized ? await serialsIn(material.materialId, source) : [],
        ...(scan?.gs1?.serial ? { firstSerial: scan.gs1.serial } : {}),
      });
      return;
    }
    // a serial number: the equipment in the source bin
    const found = await apiFetch<Paged<EquipmentView>>(`${API}/serialized-equipments`, { query: { serialNo: code, plant, bin: source } });
    const unit = found.items[0];
    if (!unit) throw new Error(formatMessage(messages.serialNotInBin, { serial: code, bin: source }));
    dispatch({
      type: 'ITEM',
      material: unit.material,
      serialsInBin: await serialsIn(unit.material, source),
      firstSerial: unit.serialNumber,
    });
  };
  const onDestination = async (code: string) => {
    const bin = await scanBin(code);
    dispatch({ type: 'DESTINATION', bin: bin.binId, blocked: bin.blocked });
  };

  // the posting step: send once; a lost connection keeps the key (a retry replays), a refusal takes a new one
  const request = b2bRequest(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by content, once per key
  useEffect(() => {
    if (!request || !plant || !warehouse) return;
    let cancelled = false;
    apiFetch<BinToBinResult>(`${API}/plants/${plant}/warehouses/${warehouse}/bin-to-bin`, {
      method: 'POST',
      body: request,
      idempotencyKey: state.key,
    }).then(
      (result) => !cancelled && dispatch({ type: 'POSTED', result }),
      (error: unknown) =>
        !cancelled &&
        dispatch({
          type: 'FAILED',
          message: errorText(error),
          ...(isApiError(error) && error.status >= 400 && error.status < 500 ? { nextKey: newIdempotencyKey() } : {}),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [request ? JSON.stringify(request) : null, state.key]);

  useFunctionKeys({
    F4: state.step === 'serials' ? () => dispatch({ type: 'SERIALS_DONE' }) : null,
    F2: ['item', 'quantity', 'serials', 'destination'].includes(state.step) ? () => dispatch({ type: 'BACK' }) : null,
  });

  const item = state.item;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Bin to Bin" />
      <WhereBar ctx={ctx} />
      {state.step !== 'source' && state.step !== 'done' ? (
        <ul className="wm-summary" aria-label="This move">
          <li>
            <span>From bin</span>
            <strong>{state.sourceBin}</strong>
          </li>
          {item ? (
            <li>
              <span>Material</span>
              <strong>
                {item.materialId}
                {item.batch ? ` / ${item.batch}` : ''} ({displayQuantity(item.quantity)} {item.baseUnit} in bin)
              </strong>
            </li>
          ) : null}
          {state.quantity ? (
            <li>
              <span>Quantity</span>
              <strong>
                {displayQuantity(state.quantity)} {item?.baseUnit}
              </strong>
            </li>
          ) : null}
        </ul>
      ) : null}

      {state.step === 'source' ? (
        <ScanInput
          key="source"
          label="Source bin"
          placeholder="Scan the bin to take from"
          onScan={guarded(onSource)}
          error={state.error}
          busy={!ctx.ready}
        />
      ) : null}
      {state.step === 'item' ? (
        <ScanInput
          key="item"
          label="Material or serial"
          placeholder="Scan a material or serial"
          onScan={guarded(onItem)}
          error={state.error}
        />
      ) : null}
      {state.step === 'quantity' && item ? (
        <ScanInput
          key="quantity"
          label={`Quantity (${item.baseUnit}, at most ${displayQuantity(item.quantity)})`}
          inputMode="numeric"
          onScan={(text) => dispatch({ type: 'QUANTITY', text })}
          error={state.error}
        />
      ) : null}
      {state.step === 'serials' && item ? (
        <>
          <ScanInput
            key="serials"
            label="Serial"
            placeholder="Scan each serial"
            onScan={(serial) => dispatch({ type: 'SERIAL', serial })}
            error={state.error}
          />
          <ul className="wm-serials" aria-label="Scanned serials">
            {state.serials.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <div className="wm-actions">
            <FKeyButton fkey="F4" label={`Done (${state.serials.length})`} onClick={() => dispatch({ type: 'SERIALS_DONE' })} />
          </div>
        </>
      ) : null}
      {state.step === 'destination' ? (
        <ScanInput
          key="destination"
          label="Destination bin"
          placeholder="Scan the bin to put into"
          onScan={guarded(onDestination)}
          error={state.error}
        />
      ) : null}
      {state.step === 'posting' ? (
        <p className="wm-muted" role="status">
          {messages.scanBusy}
        </p>
      ) : null}
      {state.step === 'done' && state.result ? (
        <>
          <p className="wm-success" role="status">
            {formatMessage(messages.binMovePosted, { orderId: state.result.orderId, matDoc: state.result.matDoc })}
          </p>
          <ScanInput
            key="again"
            label="Next source bin"
            placeholder="Scan the next bin to take from"
            onScan={async (code) => {
              const bin = await scanBin(code);
              dispatch({ type: 'RESTART', key: newIdempotencyKey() });
              dispatch({ type: 'SOURCE', bin: bin.binId, blocked: bin.blocked, contents: bin.contents });
            }}
          />
        </>
      ) : null}
      {['item', 'quantity', 'serials', 'destination'].includes(state.step) ? (
        <div className="wm-actions">
          <FKeyButton fkey="F2" label="Step back" onClick={() => dispatch({ type: 'BACK' })} />
        </div>
      ) : null}
    </div>
  );
}
