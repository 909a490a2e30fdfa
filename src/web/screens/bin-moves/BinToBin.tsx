import * as binMoves from '../../../shared/contracts/bin-moves/endpoints';
import type { BinToBinResult } from '../../../shared/contracts/bin-moves/schemas';
import * as equipmentContracts from '../../../shared/contracts/equipment/endpoints';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { QueuedNotice } from '../../offline/OfflineStatus';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DiscardButton, PostingBusy } from '../../ui/PostingControls';
import { ScanInput, type ScanInputProps } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { binOfScan } from '../stock/stock-inquiry.flow';
import { guardScan, ScannedSerials, scanLookup, useWmContext, WhereBar } from '../warehouse/handheld';
import {
  type BinToBinEvent,
  type BinToBinState,
  type BinToBinStep,
  binToBinRequest,
  initial,
  itemRow,
  type LockedSerial,
  name,
  step,
} from './bin-to-bin.flow';

/** A locked serial's reason, when this user may read it (else the refusal names no reason). */
const lockReason = (equipmentNumber: string): Promise<string | null> =>
  call(equipmentContracts.getEquipmentQuality, { params: { equipmentNumber } })
    .then((q) => q.lock?.reason ?? null)
    .catch(() => null);

/**
 * Bin to bin (page `binToBin`): source bin, material or serial, quantity or serials,
 * destination bin, one step per screen with one scan field; the move is posted through a
 * transfer order created and confirmed at once, through usePosting (the draft and its key survive
 * a reload: scanning the destination again replays the first document).
 */
export default function BinToBin() {
  const ctx = useWmContext();
  const plant = ctx.plant?.plantId;
  const warehouse = ctx.warehouse;
  const posting = usePosting<BinToBinState, BinToBinEvent, NonNullable<ReturnType<typeof binToBinRequest>>, BinToBinResult>({
    flow: { name, step },
    instance: plant && warehouse ? `${plant}:${warehouse}` : null,
    start: initial,
    send: (idempotencyKey, body) => {
      if (!plant || !warehouse) return Promise.reject(new Error(t('noWarehouse')));
      return call(binMoves.moveBinToBin, { params: { plantId: plant, warehouseId: warehouse }, body }, { idempotencyKey });
    },
    onPosted: (result) => ({ type: 'POSTED', result }),
    onFailed: (message) => ({ type: 'FAILED', message }),
    journal: (body) =>
      journalRequestOf(
        binMoves.moveBinToBin,
        { plantId: plant, warehouseId: warehouse },
        t('bin.journalMove', {
          source: body.sourceBin,
          destination: body.destinationBin,
          quantity: showQuantity(body.quantity),
          material: body.material,
        }),
      ),
    onQueued: () => ({ type: 'QUEUED' }),
  });
  const { state, dispatch } = posting;

  const scanBin = async (code: string) => {
    if (!plant || !warehouse) throw new Error(t('noWarehouse'));
    const result = binOfScan(code, await scanLookup(code, { plant, warehouse }), warehouse);
    if (!result.ok) throw new Error(result.message);
    return call(masterData.getStorageBin, { params: { plantId: plant, warehouseId: warehouse, binId: result.target } });
  };
  /** the material's serials in the bin: those of the category moved, and the others (refused with the real reason) */
  const serialsIn = async (material: string, bin: string, category: string | undefined) => {
    const all = (await call(stockContracts.searchEquipment, { query: { material, plant, bin, pageSize: 200 } })).items;
    const serialsLocked: LockedSerial[] = await Promise.all(
      all.filter((e) => e.locked).map(async (e) => ({ serial: e.serialNumber, reason: await lockReason(e.equipmentNumber) })),
    );
    return {
      serialsLocked,
      serialsInBin: all.filter((e) => e.category === category).map((e) => e.serialNumber),
      serialsElsewhere: all
        .filter((e) => e.category !== category && e.category !== null)
        .map((e) => ({ serial: e.serialNumber, category: e.category as string })),
    };
  };

  /** a failed lookup shows in the step's scan field, like a refusal of the flow */
  const guarded = guardScan((message) => dispatch({ type: 'ERROR', message }));

  const onSource = async (code: string) => {
    const bin = await scanBin(code);
    dispatch({ type: 'SOURCE', bin: bin.binId, blocked: bin.blocked, contents: bin.contents });
  };
  const onItem = async (code: string) => {
    const source = state.sourceBin as string;
    const scan = await scanLookup(code).catch(() => null);
    const material = scan?.matches.find((m) => m.kind === 'material');
    if (material && material.kind === 'material') {
      const category = itemRow(state.contents, material.materialId)?.category;
      dispatch({
        type: 'ITEM',
        material: material.materialId,
        ...(material.serialized ? await serialsIn(material.materialId, source, category) : {}),
        ...(scan?.gs1?.serial ? { firstSerial: scan.gs1.serial } : {}),
      });
      return;
    }
    // a serial number: the equipment in the source bin, moved in its own category
    const found = await call(stockContracts.searchEquipment, { query: { serialNo: code, plant, bin: source } });
    const unit = found.items[0];
    if (!unit) throw new Error(t('serialNotInBin', { serial: code, bin: source }));
    const category = unit.category ?? undefined;
    dispatch({
      type: 'ITEM',
      material: unit.material,
      ...(category ? { category } : {}),
      ...(await serialsIn(unit.material, source, category)),
      firstSerial: unit.serialNumber,
    });
  };
  const onDestination = async (code: string) => {
    const bin = await scanBin(code);
    const event: BinToBinEvent = { type: 'DESTINATION', bin: bin.binId, blocked: bin.blocked };
    const body = binToBinRequest(step(state, event));
    dispatch(event);
    if (body) await posting.submit(body);
  };

  const stepBack = ['item', 'quantity', 'serials', 'destination'].includes(state.step) ? () => dispatch({ type: 'BACK' }) : null;
  const serialsDone = () => dispatch({ type: 'SERIALS_DONE' });

  const item = state.item;
  /** the one scan field of each step that takes a scan */
  const fields: Partial<
    Record<BinToBinStep, Pick<ScanInputProps, 'label' | 'placeholder' | 'inputMode' | 'onScan' | 'keepsScansWhileChecking'>>
  > = {
    // the lookups of a scan: a scan made while one runs is kept for the field it moves on to
    source: { label: t('bin.sourceBin'), placeholder: t('bin.sourceBinScan'), onScan: guarded(onSource), keepsScansWhileChecking: true },
    item: {
      label: t('bin.materialOrSerial'),
      placeholder: t('bin.materialOrSerialScan'),
      onScan: guarded(onItem),
      keepsScansWhileChecking: true,
    },
    quantity: {
      label: t('bin.quantityAtMost', { unit: unitSymbol(item?.baseUnit), max: showQuantity(item?.quantity ?? '0') }),
      inputMode: 'decimal',
      onScan: (text) => dispatch({ type: 'QUANTITY', text }),
    },
    serials: { label: t('bin.serial'), placeholder: t('bin.serialScan'), onScan: (serial) => dispatch({ type: 'SERIAL', serial }) },
    // its lookup, then the posting in the next step (a field of its own)
    destination: {
      label: t('bin.destinationBin'),
      placeholder: t('bin.destinationBinScan'),
      onScan: guarded(onDestination),
      keepsScansWhileChecking: true,
    },
  };
  const field = fields[state.step];
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('bin.title')} />
      <WhereBar ctx={ctx} />
      {state.step !== 'source' && state.step !== 'done' ? (
        <ul className="wm-summary" aria-label={t('bin.thisMove')}>
          <SummaryItem label={t('bin.fromBin')}>
            <span translate="no">{state.sourceBin}</span>
          </SummaryItem>
          {item ? (
            <SummaryItem label={t('bin.material')}>
              <span translate="no">
                {item.materialId}
                {item.batch ? ` / ${item.batch}` : ''}
              </span>{' '}
              {t('bin.inBin', { quantity: showQuantity(item.quantity), unit: unitSymbol(item.baseUnit) })}
            </SummaryItem>
          ) : null}
          {state.quantity ? (
            <SummaryItem label={t('bin.quantity')}>
              {t('bin.quantityUnit', { quantity: showQuantity(state.quantity), unit: unitSymbol(item?.baseUnit) })}
            </SummaryItem>
          ) : null}
        </ul>
      ) : null}

      {field ? <ScanInput key={state.step} {...field} error={state.error} waiting={state.step === 'source' && !ctx.ready} /> : null}
      {state.step === 'serials' ? <ScannedSerials serials={state.serials} /> : null}
      {state.step === 'posting' ? <PostingBusy /> : null}
      {state.step === 'done' && (state.result || state.queued) ? (
        <>
          <p className="wm-success" role="status">
            {state.result ? t('binMovePosted', { orderId: state.result.orderId, matDoc: state.result.matDoc }) : <QueuedNotice />}
          </p>
          <ScanInput
            key="again"
            label={t('bin.nextSourceBin')}
            placeholder={t('bin.nextSourceBinScan')}
            keepsScansWhileChecking
            onScan={async (code) => {
              const bin = await scanBin(code);
              posting.discard();
              dispatch({ type: 'SOURCE', bin: bin.binId, blocked: bin.blocked, contents: bin.contents });
            }}
          />
        </>
      ) : null}
      {state.step !== 'source' && state.step !== 'done' ? (
        <DiscardButton disabled={posting.posting} onDiscard={() => posting.discard()} />
      ) : null}
      <BottomBar
        actions={{
          stepBack,
          done: state.step === 'serials' ? { run: serialsDone, label: t('bin.doneCount', { count: state.serials.length }) } : null,
        }}
      />
    </div>
  );
}
