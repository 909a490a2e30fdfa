import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { typedQuantity } from '../../../shared/i18n/typed-number';
import { unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { compareQuantities } from '../../../shared/quantity';
import { serialCategoryMessage } from '../../../shared/stock-to-stock';
import { call } from '../../api';
import { Navigate, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { ChoiceList } from '../../ui/ChoiceList';
import { addToList } from '../../ui/handheld/MaterialList';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { binOfScan, materialOfScan } from '../stock/stock-inquiry.flow';
import { ScannedSerials, scanLookup, useWmPreferences } from '../warehouse/handheld';
import { categoryText, Header, Title } from './s2s-parts';
import { type Category, isS2sType, missingPage, type S2sLine } from './stock-to-stock.flow';
import { useStockToStock } from './stock-to-stock-store';

const QUANTITY_FIELD = 'material-line-quantity';
/** the "No reason" choice of a line whose reason is optional */
const NO_REASON = { reasonCode: '', description: '' };

interface Draft {
  phase: 'bin' | 'material' | 'quantity' | 'serials' | 'reason';
  bin: string | null;
  material: { id: string; description: string; baseUnit: string; serialized: boolean; batch: string; available: string } | null;
  serialsHere: string[];
  /** serials of the material at the source in another category (refused with the real reason) */
  serialsOther: { serial: string; category: string }[];
  quantity: string | null;
  serials: string[];
  error: string | null;
}

/** s2s/addmaterial: one material of the list: source bin (when the source has bins), material, quantity or serials, reason. */
export function S2sAddMaterial() {
  const navigate = useNavigate();
  const flow = useStockToStock();
  const { state } = flow;
  const source = state.source;
  if (!isS2sType(state.mvttype)) return <Navigate to={href('s2sSource', { mvttype: '311' })} replace />;
  const back = missingPage(state);
  if (back) return <Navigate to={back} replace />;
  if (!source) return null; // never: a missing source is a missing step
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      <MaterialLineEntry source={source} movementType={state.mvttype} onAdd={addToList(flow, () => navigate(href('s2sMaterialList')))} />
    </div>
  );
}

export interface MaterialLineEntryProps {
  /** where the material is taken from (a warehouse: a bin is scanned first, unless `bin` is given) */
  source: { plant: string; sloc: string; warehouse: string | null; category: Category };
  /** the source bin, when the flow chose it already */
  bin?: string | null;
  /** the movement type of the line (its reasons) */
  movementType: string;
  /** a reason must be chosen (no "No reason" choice) */
  reasonRequired?: boolean;
  /** adds the line; answers the refusal, or null */
  onAdd: (line: S2sLine) => string | null;
}

/**
 * The steps of one material line of a handheld list (stock to stock, goods issue to a cost
 * centre): source bin (unless given), material, quantity or serials (only those at the source in
 * its category), reason.
 */
export function MaterialLineEntry({ source, bin = null, movementType, reasonRequired = false, onAdd }: MaterialLineEntryProps) {
  const [draft, setDraft] = useState<Draft>({
    phase: source.warehouse && !bin ? 'bin' : 'material',
    bin,
    material: null,
    serialsHere: [],
    serialsOther: [],
    quantity: null,
    serials: [],
    error: null,
  });
  // the quantity field starts with the operator's default quantity (warehouse preferences)
  const { prefs } = useWmPreferences();
  const [quantityText, setQuantityText] = useState<string | null>(null);
  // the default is selected, so a typed or scanned quantity replaces it
  useLayoutEffect(() => {
    if (draft.phase === 'quantity') (document.getElementById(QUANTITY_FIELD) as HTMLInputElement | null)?.select();
  }, [draft.phase]);
  const reasons = useQuery({
    queryKey: ['movement-reasons', movementType],
    queryFn: () => call(masterData.listMovementReasons, { params: { movementType } }),
    staleTime: 600_000,
  });
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
      const stock = await call(stockContracts.stockOverview, {
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
          t('materialNotInBin', {
            material: found.target,
            bin: draft.bin ?? t('s2s.slocCategory', { sloc: source.sloc, category: categoryText(source.category) }),
          }),
        );
      // every serial of the material at the source: those of the source category can move, the others say why not
      const units = row.serialized
        ? (
            await call(stockContracts.searchEquipment, {
              query: { material: row.material, plant: source.plant, sloc: source.sloc, bin: draft.bin ?? undefined, pageSize: 200 },
            })
          ).items.filter((e) => (e.bin ?? null) === (draft.bin ?? null) && e.batch === row.batch)
        : [];
      const serialsHere = units.filter((e) => e.category === source.category).map((e) => e.serialNumber);
      const serialsOther = units
        .filter((e) => e.category !== null && e.category !== source.category)
        .map((e) => ({ serial: e.serialNumber, category: e.category as string }));
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
        serialsOther,
        phase: row.serialized ? 'serials' : 'quantity',
        serials: row.serialized && scan.gs1?.serial && serialsHere.includes(scan.gs1.serial) ? [scan.gs1.serial] : [],
        error: null,
      }));
    } catch (error) {
      fail(error);
    }
  };
  const onQuantity = (text: string) => {
    const typed = typedQuantity(text);
    if (!typed.ok) return fail(new Error(typed.message));
    const quantity = typed.quantity;
    const m = draft.material;
    if (m && compareQuantities(quantity, m.available) > 0)
      return fail(
        new Error(
          t('quantityMoreThanInBin', {
            bin: draft.bin ?? source.sloc,
            available: showQuantity(m.available),
            material: m.id,
            quantity: showQuantity(quantity),
          }),
        ),
      );
    setDraft((d) => ({ ...d, quantity, phase: 'reason', error: null }));
  };
  const onSerial = (serial: string) => {
    const s = draft.serialsHere.find((x) => x.toUpperCase() === serial.trim().toUpperCase());
    const other = draft.serialsOther.find((x) => x.serial.toUpperCase() === serial.trim().toUpperCase());
    if (!s && other) return fail(new Error(serialCategoryMessage(other.serial, other.category, source.category)));
    if (!s) return fail(new Error(t('serialNotInBin', { serial, bin: draft.bin ?? source.sloc })));
    if (draft.serials.includes(s)) return fail(new Error(t('serialAlreadyEntered')));
    setDraft((d) => ({ ...d, serials: [...d.serials, s], error: null }));
  };
  function serialsDone() {
    setDraft((d) =>
      d.serials.length === 0
        ? { ...d, error: t('serialsNeeded') }
        : { ...d, quantity: String(d.serials.length), phase: 'reason', error: null },
    );
  }
  const add = (reason: { reasonCode: string; description: string } | null) => {
    const m = draft.material;
    if (!m || !draft.quantity) return;
    const error = onAdd({
      material: m.id,
      description: m.description,
      baseUnit: m.baseUnit,
      bin: draft.bin,
      batch: m.batch,
      quantity: draft.quantity,
      serials: draft.serials,
      reason: reason?.reasonCode ?? null,
      reasonText: reason?.description ?? null,
    });
    if (error) setDraft((d) => ({ ...d, error }));
  };

  const m = draft.material;
  return (
    <>
      {draft.bin || m ? (
        <ul className="wm-summary" aria-label={t('s2s.thisMaterial')}>
          {draft.bin ? (
            <SummaryItem label={t('bin.sourceBin')}>
              <span translate="no">{draft.bin}</span>
            </SummaryItem>
          ) : null}
          {m ? (
            <li>
              <span translate="no">{m.id}</span>
              <strong>{t('s2s.availableHere', { quantity: showQuantity(m.available), unit: unitSymbol(m.baseUnit) })}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      {draft.phase === 'bin' ? (
        <ScanInput
          key="bin"
          label={t('bin.sourceBin')}
          placeholder={t('bin.sourceBinScan')}
          onScan={onBin}
          error={draft.error}
          keepsScansWhileChecking
        />
      ) : null}
      {draft.phase === 'material' ? (
        <ScanInput
          key="material"
          label={t('bin.material')}
          placeholder={t('s2s.materialScan')}
          onScan={onMaterial}
          error={draft.error}
          keepsScansWhileChecking
        />
      ) : null}
      {draft.phase === 'quantity' && m ? (
        <ScanInput
          key="quantity"
          id={QUANTITY_FIELD}
          label={t('bin.quantityAtMost', { unit: unitSymbol(m.baseUnit), max: showQuantity(m.available) })}
          inputMode="decimal"
          value={quantityText ?? prefs.defaultQuantity ?? ''}
          onValueChange={setQuantityText}
          onScan={onQuantity}
          error={draft.error}
        />
      ) : null}
      {draft.phase === 'serials' ? (
        <>
          <ScanInput key="serials" label={t('bin.serial')} placeholder={t('bin.serialScan')} onScan={onSerial} error={draft.error} />
          <ScannedSerials serials={draft.serials} />
        </>
      ) : null}
      {draft.phase === 'reason' ? (
        <>
          <p className="wm-muted">
            {t('s2s.reasonFor', { material: m?.id ?? '', quantity: showQuantity(draft.quantity ?? '0'), unit: unitSymbol(m?.baseUnit) })}
          </p>
          <ChoiceList
            key="reason"
            label={t('s2s.reason')}
            listLabel={t('s2s.movementReasons')}
            options={reasons.data?.reasons}
            extra={reasonRequired ? [] : [NO_REASON]}
            loading={reasons.isPending}
            keyOf={(r) => r.reasonCode}
            textOf={(r) => (r === NO_REASON ? t('s2s.noReason') : `${r.reasonCode} ${r.description}`)}
            onChoose={(r) => add(r === NO_REASON ? null : r)}
            error={draft.error}
          />
        </>
      ) : null}
      <BottomBar
        actions={{
          done: draft.phase === 'serials' ? { run: serialsDone, label: t('bin.doneCount', { count: draft.serials.length }) } : null,
        }}
      />
    </>
  );
}
