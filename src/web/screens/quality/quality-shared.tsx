import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import * as q from '../../../shared/contracts/quality/endpoints';
import { href, INSPECTION_STEPS } from '../../../shared/pages';
import { call } from '../../api';
import { usePreferences } from '../stock/preferences';

export { QUALITY_BASE as IQMS } from '../../../shared/pages';
export const lotSearchPath = (prodcat: string, serialized = true) => href(serialized ? 'lotSearch' : 'manualLotSearch', { prodcat });
export const lotDetailPath = (prodcat: string, lotnum: string, serialized = true) =>
  href(serialized ? 'lotDetail' : 'manualLotDetail', { prodcat, lotnum });
export { INSPECTION_STEPS };
export type InspectionStep = (typeof INSPECTION_STEPS)[number];
export const STEP_TITLES: Record<InspectionStep, string> = {
  assigndefects: 'Defects',
  repair: 'Repair',
  summary: 'Summary',
  validate: 'Validate',
};
export const serialStepPath = (prodcat: string, srlno: string, step: InspectionStep, lotnum?: string) =>
  lotnum ? href(`lotSerialInspection/${step}`, { prodcat, srlno, lotnum }) : href(`serialInspection/${step}`, { prodcat, srlno });

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

/** A state or status as text: IN_STOCK -> in stock. */
export const stateText = (state: string) => state.replace('_', ' ').toLowerCase();

export function StateBadge({ state }: { state: string }) {
  return <span className={`qm-badge qm-${state.toLowerCase().replace('_', '-')}`}>{stateText(state)}</span>;
}
