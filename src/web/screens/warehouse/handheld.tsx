import { skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import type { PlantDetail, PlantSummary, ScanResponse } from '../../../shared/contracts/master-data/schemas';
import { wmPreferences } from '../../../shared/contracts/stock/screens';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { setFeedbackPreferences } from '../../ui/feedback';
import { usePreferences } from '../stock/preferences';
import '../../ui/handheld/handheld-screen.css';
import { t } from '../../../shared/i18n';

/** What a scan is: a bin (of the given plant/warehouse), a material, a GTIN, a GS1 code. */
export function scanLookup(
  code: string,
  where: { plant?: string | undefined; warehouse?: string | undefined } = {},
): Promise<ScanResponse> {
  return call(masterData.resolveScan, { params: { code }, query: where });
}

export interface WmContext {
  plants: PlantSummary[];
  plant: PlantDetail | null;
  warehouse: string | null;
  ready: boolean;
  error: unknown;
  setPlant: (plantId: string) => void;
  setWarehouse: (warehouseId: string) => void;
}

/**
 * The plant and warehouse a handheld works in: the ones remembered in the wm preferences, else
 * the first of the operator's plants (and its first warehouse).
 */
export function useWmContext(): WmContext {
  const { prefs, loaded, save } = useWmPreferences();
  const plants = useQuery({
    queryKey: ['wm-plants'],
    queryFn: () => call(masterData.listPlants),
    staleTime: 300_000,
  });
  const list = plants.data?.items ?? [];
  const plantId = list.find((p) => p.plantId === prefs.plant)?.plantId ?? list[0]?.plantId ?? null;
  const detail = useQuery({
    queryKey: ['wm-plant', plantId],
    queryFn: loaded && plantId ? () => call(masterData.getPlant, { params: { plantId } }) : skipToken,
    staleTime: 300_000,
  });
  const warehouses = detail.data?.warehouses ?? [];
  const warehouse = warehouses.find((w) => w.warehouseId === prefs.warehouse)?.warehouseId ?? warehouses[0]?.warehouseId ?? null;
  return {
    plants: list,
    plant: detail.data ?? null,
    warehouse,
    ready: loaded && !!detail.data,
    error: plants.error ?? detail.error,
    setPlant: (p) => save({ plant: p, warehouse: '' }),
    setWarehouse: (w) => save({ warehouse: w }),
  };
}

/**
 * The warehouse (wm) preferences of the operator (screen wm/userprefs): plant, warehouse, printer,
 * scan sound and vibration (applied to the error signal of every scan field while a handheld
 * screen using them is open), default quantity.
 */
export function useWmPreferences() {
  const preferences = usePreferences('wm', wmPreferences);
  const { scanSound, vibration } = preferences.prefs;
  useEffect(() => setFeedbackPreferences({ sound: scanSound, vibration }), [scanSound, vibration]);
  return preferences;
}

/** The line under the title bar: where the operator works, with a way to switch. */
export function WhereBar({ ctx, showWarehouse = true }: { ctx: WmContext; showWarehouse?: boolean }) {
  if (ctx.error) return <p className="wm-error">{errorText(ctx.error)}</p>;
  if (!ctx.plant) return <p className="wm-muted">{t('loading')}</p>;
  const warehouses = ctx.plant.warehouses;
  return (
    <div className="wm-where">
      {ctx.plants.length > 1 ? (
        <select
          aria-label={t('wh.plant')}
          className="wm-where-select"
          value={ctx.plant.plantId}
          onChange={(e) => ctx.setPlant(e.target.value)}
        >
          {ctx.plants.map((p) => (
            <option key={p.plantId} value={p.plantId}>
              {t('wh.plantNamed', { plant: p.plantId })}
            </option>
          ))}
        </select>
      ) : (
        <span>{t('wh.plantNamed', { plant: ctx.plant.plantId })}</span>
      )}
      {showWarehouse ? (
        warehouses.length > 1 ? (
          <select
            aria-label={t('wh.warehouse')}
            className="wm-where-select"
            value={ctx.warehouse ?? ''}
            onChange={(e) => ctx.setWarehouse(e.target.value)}
          >
            {warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId}>
                {t('wh.warehouseNamed', { warehouse: w.warehouseId })}
              </option>
            ))}
          </select>
        ) : (
          <span>{ctx.warehouse ? t('wh.warehouseNamed', { warehouse: ctx.warehouse }) : t('noWarehouse')}</span>
        )
      ) : null}
    </div>
  );
}

/** A label-value pair of a result card. */
export function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'wm-field wm-field-wide' : 'wm-field'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The serials scanned so far in a handheld step, in scan order. */
export function ScannedSerials({ serials, label = t('scannedSerialsLabel') }: { serials: readonly string[]; label?: string }) {
  return (
    <ul className="wm-serials" aria-label={label}>
      {serials.map((serial) => (
        <li key={serial} translate="no">
          {serial}
        </li>
      ))}
    </ul>
  );
}

/**
 * A scan handler whose failure (a lookup that fails, a refusal) shows in the step's scan field like
 * a refusal of the flow: `guardScan((message) => dispatch({ type: 'ERROR', message }))(onBin)`.
 */
export function guardScan(onError: (message: string) => void) {
  return (handler: (code: string) => Promise<void>) => async (code: string) => {
    try {
      await handler(code);
    } catch (error) {
      onError(errorText(error));
    }
  };
}
