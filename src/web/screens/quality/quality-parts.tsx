import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod';
import * as q from '../../../shared/contracts/quality/endpoints';
import { type MessageId, t } from '../../../shared/i18n';
import { href, INSPECTION_STEPS } from '../../../shared/pages';
import { call } from '../../api';
import { type HeaderColumn, HeaderRow } from '../../ui/ListTable';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { usePreferences } from '../stock/preferences';

export { QUALITY_BASE as IQMS } from '../../../shared/pages';
export const lotSearchPath = (prodcat: string, serialized = true) => href(serialized ? 'lotSearch' : 'manualLotSearch', { prodcat });
export const lotDetailPath = (prodcat: string, lotnum: string, serialized = true) =>
  href(serialized ? 'lotDetail' : 'manualLotDetail', { prodcat, lotnum });
export { INSPECTION_STEPS };
export type InspectionStep = (typeof INSPECTION_STEPS)[number];
/** The keys of the inspection steps' titles (call t() when showing them). */
export const STEP_TITLES = {
  assigndefects: 'qm.stepDefects',
  repair: 'qm.stepRepair',
  summary: 'qm.stepSummary',
  validate: 'qm.stepValidate',
} as const satisfies Record<InspectionStep, MessageId>;
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

/** The states and statuses the quality screens show (lots, serials, equipment, decisions), by key. */
const STATES = {
  OPEN: 'qm.state.OPEN',
  IN_INSPECTION: 'qm.state.IN_INSPECTION',
  DECIDED: 'qm.state.DECIDED',
  CLOSED: 'qm.state.CLOSED',
  VALIDATED: 'qm.state.VALIDATED',
  IN_STOCK: 'qm.state.IN_STOCK',
  IN_TRANSIT: 'qm.state.IN_TRANSIT',
  ISSUED: 'qm.state.ISSUED',
  RETURNED: 'qm.state.RETURNED',
  SCRAPPED: 'qm.state.SCRAPPED',
  LOST: 'qm.state.LOST',
  REMOVED: 'qm.state.REMOVED',
  ACCEPT: 'qm.state.ACCEPT',
  REJECT: 'qm.state.REJECT',
  RETURN: 'qm.state.RETURN',
  SCRAP: 'qm.state.SCRAP',
  UNRESTRICTED: 'qm.state.UNRESTRICTED',
  QUALITY: 'qm.state.QUALITY',
  BLOCKED: 'qm.state.BLOCKED',
  OTHER: 'qm.state.OTHER',
  RECEIPT: 'qm.state.RECEIPT',
  MANUAL: 'qm.state.MANUAL',
  POSTING: 'qm.state.POSTING',
  MIGRATION: 'qm.state.MIGRATION',
} as const satisfies Record<string, MessageId>;

/** A state or status as text in the reader's language: IN_STOCK -> in stock; an unknown code lower-cased. */
export const stateText = (state: string): string =>
  Object.hasOwn(STATES, state) ? t(STATES[state as keyof typeof STATES]) : state.replace('_', ' ').toLowerCase();

export function StateBadge({ state }: { state: string }) {
  return <span className={`qm-badge qm-${state.toLowerCase().replace('_', '-')}`}>{stateText(state)}</span>;
}

/** A scrolling table of the quality screens: header row, the rows, and a note row when `empty` is given. */
export function QmTable({
  label,
  columns,
  empty,
  children,
}: {
  label?: string;
  columns: readonly HeaderColumn[];
  /** the note shown as the only row (when the list has no rows), or null */
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <ScrollRegion className="qm-scroll">
      <table className="sv-table" aria-label={label}>
        <thead>
          <HeaderRow columns={columns} />
        </thead>
        <tbody>
          {children}
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="sp-muted">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A list of the quality screens: one item a row, and `empty` as the only item when the (loaded) list is empty. */
export function QmList<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="qm-list">
      {(items ?? []).map(children)}
      {items && items.length === 0 ? <li className="sp-muted">{empty}</li> : null}
    </ul>
  );
}

/** The Status filter: `any` (no filter) or one of `statuses`. */
export function StatusSelect({
  statuses,
  any,
  value,
  onChange,
}: {
  statuses: readonly string[];
  any: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {t('qm.status')}
      <select aria-label={t('qm.status')} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {stateText(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The text filters of a search (a change goes back to page 1 in `onChange`); `type` gives an input's type. */
export function TextFilters<F extends string>({
  names,
  labels,
  values,
  type,
  onChange,
}: {
  names: readonly F[];
  labels: Record<F, string>;
  values: Partial<Record<F, string>>;
  type?: (name: F) => string;
  onChange: (values: Partial<Record<F, string>>) => void;
}) {
  return (
    <>
      {names.map((f) => (
        <label key={f}>
          {labels[f]}
          <input type={type?.(f)} value={values[f] ?? ''} onChange={(e) => onChange({ ...values, [f]: e.target.value.trim() })} />
        </label>
      ))}
    </>
  );
}
