import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { z } from 'zod';
import * as q from '../../../shared/contracts/quality/endpoints';
import { call, newIdempotencyKey } from '../../api';
import { usePreferences } from '../stock/preferences';

export const IQMS = '/supplier/warehouse/iqms';
export const lotSearchPath = (prodcat: string, serialized = true) => `${IQMS}/${serialized ? 'search' : 'msearch'}/${prodcat}/lotsearch`;
export const lotDetailPath = (prodcat: string, lot: string, serialized = true) =>
  `${IQMS}/${serialized ? 'search' : 'msearch'}/${prodcat}/lotdetail/${lot}`;
export const INSPECTION_STEPS = ['assigndefects', 'repair', 'summary', 'validate'] as const;
export type InspectionStep = (typeof INSPECTION_STEPS)[number];
export const STEP_TITLES: Record<InspectionStep, string> = {
  assigndefects: 'Defects',
  repair: 'Repair',
  summary: 'Summary',
  validate: 'Validate',
};
export const serialStepPath = (prodcat: string, serial: string, step: InspectionStep, lot?: string) =>
  lot
    ? `${IQMS}/mprd/${prodcat}/${encodeURIComponent(serial)}/${lot}/${step}`
    : `${IQMS}/prd/${prodcat}/${encodeURIComponent(serial)}/${step}`;

/** The plant and product category the quality screens work in, remembered per user (userprefs area `iqms`). */
const iqmsPrefs = z.object({ plant: z.string().max(4).optional(), prodcat: z.string().max(20).optional() });
export function useQualityContext() {
  const init = useQuery({ queryKey: ['iqms-init'], queryFn: () => call(q.qualityScreenInit), staleTime: 60_000 });
  const { prefs, save, loaded } = usePreferences('iqms', iqmsPrefs);
  const plants = init.data?.plants ?? [];
  const prodcats = init.data?.prodcats ?? [];
  const plant = plants.find((p) => p.plantId === prefs.plant)?.plantId ?? plants[0]?.plantId ?? '';
  const prodcat = prodcats.find((p) => p.prodcat === prefs.prodcat)?.prodcat ?? prodcats[0]?.prodcat ?? '';
  return { init, plants, prodcats, plant, prodcat, save, loaded: loaded && !init.isPending };
}

/**
 * Posts with an Idempotency-Key that belongs to one body: a retry of the same body (lost answer)
 * replays, another body gets a new key; the key is dropped after success.
 */
export function useKeyedPosting() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return useCallback(async <R,>(body: unknown, send: (key: string) => Promise<R>): Promise<R> => {
    const text = JSON.stringify(body);
    if (!current.current || current.current.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    const result = await send(current.current.key);
    current.current = null;
    return result;
  }, []);
}

export function StateBadge({ state }: { state: string }) {
  return <span className={`qm-badge qm-${state.toLowerCase().replace('_', '-')}`}>{state.replace('_', ' ').toLowerCase()}</span>;
}
