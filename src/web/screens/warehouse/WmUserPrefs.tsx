import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as profile from '../../../shared/contracts/profile/endpoints';
import { type WmPreferences, wmPreferences } from '../../../shared/contracts/stock/screens';
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
import { t } from '../../../shared/i18n';

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
  const { busy: saving, run } = useAction(setError);
  const plants = useQuery({ queryKey: ['wm-plants'], queryFn: () => call(masterData.listPlants), staleTime: 300_000 });
  const list = plants.data?.items ?? [];
  const current: Draft = draft ?? {
    plant: prefs.plant ?? list[0]?.plantId ?? '',
    warehouse: prefs.warehouse ?? '',
    printer: prefs.printer ?? '',
    defaultQuantity: prefs.defaultQuantity ?? '',
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
    setDraft({ ...current, ...patch });
  };
  const save = async () => {
    const quantity = current.defaultQuantity.trim().replace(',', '.');
    const problem = quantity ? quantityProblem(quantity) : null;
    if (problem) return setError(`Default quantity: ${quantityProblemText[problem]}`);
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
      <WarehouseTitleBar title="User Preferences" />
      {!loaded || plants.isPending ? <p className="wm-muted">{t('loading')}</p> : null}
      <form
        className="wm-prefs"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="wm-pref">
          <span>Default plant</span>
          <select className="ui-input" value={current.plant} onChange={(e) => change({ plant: e.target.value, warehouse: '' })}>
            <PlantOptions plants={list} />
          </select>
        </label>
        <label className="wm-pref">
          <span>Default warehouse</span>
          <select
            className="ui-input"
            value={current.warehouse || warehouses[0]?.warehouseId || ''}
            onChange={(e) => change({ warehouse: e.target.value })}
          >
            {warehouses.length === 0 ? <option value="">No warehouse</option> : null}
            {warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId}>
                {w.warehouseId} {w.name}
              </option>
            ))}
          </select>
        </label>
        <label className="wm-pref">
          <span>Label printer</span>
          <input
            className="ui-input"
            type="text"
            maxLength={100}
            placeholder="Printer name or host:9100"
            value={current.printer}
            onChange={(e) => change({ printer: e.target.value })}
          />
        </label>
        <label className="wm-pref">
          <span>Default quantity</span>
          <input
            className="ui-input"
            type="text"
            inputMode="decimal"
            maxLength={14}
            placeholder="none"
            value={current.defaultQuantity}
            onChange={(e) => change({ defaultQuantity: e.target.value })}
          />
        </label>
        <label className="wm-pref wm-pref-check">
          <input type="checkbox" checked={current.scanSound} onChange={(e) => change({ scanSound: e.target.checked })} />
          <span>Sound on a scan error</span>
        </label>
        <label className="wm-pref wm-pref-check">
          <input type="checkbox" checked={current.vibration} onChange={(e) => change({ vibration: e.target.checked })} />
          <span>Vibration on a scan error</span>
        </label>
        {error ? (
          <p className="wm-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="ui-button wm-wide" disabled={saving || !loaded}>
          Save
        </button>
      </form>
      <BottomBar actions={{ done: { run: () => void save(), label: 'Save', disabled: saving || !loaded } }} />
    </div>
  );
}
