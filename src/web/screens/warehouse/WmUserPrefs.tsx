import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as profile from '../../../shared/contracts/profile/preferences';
import { type WmPreferences, wmPreferences } from '../../../shared/contracts/stock/screens';
import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { call } from '../../api';
import { BottomBar } from '../../shell/BottomBar';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { PlantOptions } from '../../ui/PlantOptions';
import { useAction } from '../../ui/use-action';
import { useWmPreferences } from './handheld';
import '../../ui/handheld/handheld-screen.css';
import './handheld.css';
import { quantityForInput } from '../../../shared/i18n/typed-number';

type Draft = Required<Pick<WmPreferences, 'plant' | 'warehouse' | 'printer' | 'defaultQuantity'>> & {
  scanSound: boolean;
  vibration: boolean;
};

/**
 * Warehouse preferences (pages `userPrefs` and `userPrefsIndex`): the default
 * plant and warehouse of the handheld screens, the label printer, the scan error's sound and
 * vibration, the quantity a quantity field starts with. Saved in the user's `wm` preferences.
 */
export default function WmUserPrefs() {
  const queryClient = useQueryClient();
  const { prefs, loaded } = useWmPreferences();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** the error is about the default quantity (tied to its field) */
  const [quantityInvalid, setQuantityInvalid] = useState(false);
  const { busy: saving, run } = useAction(setError);
  const plants = useQuery({ queryKey: ['wm-plants'], queryFn: () => call(masterData.listPlants), staleTime: 300_000 });
  const list = plants.data?.items ?? [];
  const current: Draft = draft ?? {
    plant: prefs.plant ?? list[0]?.plantId ?? '',
    warehouse: prefs.warehouse ?? '',
    printer: prefs.printer ?? '',
    defaultQuantity: quantityForInput(prefs.defaultQuantity),
    scanSound: prefs.scanSound !== false,
    vibration: prefs.vibration !== false,
  };
  const plant = useQuery({
    queryKey: ['wm-plant', current.plant],
    queryFn: current.plant ? () => call(masterData.getPlant, { params: { plantId: current.plant } }) : skipToken,
    staleTime: 300_000,
  });
  const warehouses = plant.data?.warehouses ?? [];
  const change = (patch: Partial<Draft>) => {
    setError(null);
    setQuantityInvalid(false);
    setDraft({ ...current, ...patch });
  };
  const save = async () => {
    const typed = current.defaultQuantity.trim();
    const quantity = typed ? readDecimal(typed, translator().decimalMark) : '';
    setQuantityInvalid(quantity === null);
    if (quantity === null)
      return setError(t('wh.defaultQuantityProblem', { problem: t('numberUnreadable', { text: typed, example: showQuantity('1.5') }) }));
    const problem = quantity ? quantityProblem(quantity) : null;
    if (problem) {
      setQuantityInvalid(true);
      return setError(t('wh.defaultQuantityProblem', { problem: quantityProblemText[problem] }));
    }
    const next: WmPreferences = {
      plant: current.plant || undefined,
      warehouse: current.warehouse || warehouses[0]?.warehouseId || undefined,
      printer: current.printer.trim() || undefined,
      scanSound: current.scanSound,
      vibration: current.vibration,
      defaultQuantity: quantity ? normalizeQuantity(quantity).replace(/\.?0+$/, '') : undefined,
    };
    await run(async () => {
      const stored = await call(profile.writePreferences, {
        params: { area: 'wm' },
        body: JSON.parse(JSON.stringify(wmPreferences.parse(next))),
      });
      queryClient.setQueryData(['userprefs', 'wm'], stored);
      setDraft(null);
      toastSuccess(t('saved'));
    });
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('wh.prefsTitle')} />
      {!loaded || plants.isPending ? <p className="wm-muted">{t('loading')}</p> : null}
      <form
        className="wm-prefs"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="wm-pref">
          <span>{t('wh.defaultPlant')}</span>
          <select className="ui-input" value={current.plant} onChange={(e) => change({ plant: e.target.value, warehouse: '' })}>
            <PlantOptions plants={list} />
          </select>
        </label>
        <label className="wm-pref">
          <span>{t('wh.defaultWarehouse')}</span>
          <select
            className="ui-input"
            value={current.warehouse || warehouses[0]?.warehouseId || ''}
            onChange={(e) => change({ warehouse: e.target.value })}
          >
            {warehouses.length === 0 ? <option value="">{t('wh.noWarehouse')}</option> : null}
            {warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId} translate="no">
                {w.warehouseId} {w.name}
              </option>
            ))}
          </select>
        </label>
        <label className="wm-pref">
          <span>{t('wh.labelPrinter')}</span>
          <input
            className="ui-input"
            type="text"
            maxLength={100}
            placeholder={t('wh.printerPlaceholder')}
            value={current.printer}
            onChange={(e) => change({ printer: e.target.value })}
          />
        </label>
        <label className="wm-pref">
          <span>{t('wh.defaultQuantity')}</span>
          <input
            className="ui-input"
            type="text"
            inputMode="decimal"
            maxLength={14}
            placeholder={t('wh.none')}
            aria-invalid={quantityInvalid && error ? true : undefined}
            aria-describedby={quantityInvalid && error ? 'wm-prefs-error' : undefined}
            value={current.defaultQuantity}
            onChange={(e) => change({ defaultQuantity: e.target.value })}
          />
        </label>
        <label className="wm-pref wm-pref-check">
          <input type="checkbox" checked={current.scanSound} onChange={(e) => change({ scanSound: e.target.checked })} />
          <span>{t('wh.scanSound')}</span>
        </label>
        <label className="wm-pref wm-pref-check">
          <input type="checkbox" checked={current.vibration} onChange={(e) => change({ vibration: e.target.checked })} />
          <span>{t('wh.vibration')}</span>
        </label>
        {error ? (
          <p className="wm-error" role="alert" id="wm-prefs-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="ui-button wm-wide" disabled={saving || !loaded}>
          {t('wh.save')}
        </button>
      </form>
      <BottomBar actions={{ done: { run: () => void save(), label: t('wh.save'), disabled: saving || !loaded } }} />
    </div>
  );
}
