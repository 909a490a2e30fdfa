import type { StorageLocation } from '../../../shared/contracts/master-data/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { stockToStockText } from '../../../shared/stock-to-stock';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { SummaryItem } from '../../ui/SummaryItem';
import { type Category, S2S_TYPES, type StockToStockState } from './stock-to-stock.flow';

/** The categories a 311 can move, with the key of their short name (a button). */
export const CATEGORIES = [
  { value: 'UNRESTRICTED', label: 's2s.categoryUnrestricted' },
  { value: 'QUALITY', label: 's2s.categoryQuality' },
  { value: 'BLOCKED', label: 's2s.categoryBlocked' },
] as const satisfies readonly { value: Category; label: MessageId }[];
/** A category's short name in the reader's language ("Quality inspection"); another code shows itself. */
export const categoryText = (c: string): string => {
  const found = CATEGORIES.find((x) => x.value === c);
  return found ? t(found.label) : c;
};

export function Title({ state }: { state: StockToStockState | null }) {
  const type = state ? S2S_TYPES[state.mvttype] : undefined;
  return <WarehouseTitleBar title={type ? t('s2s.titleOf', { type: state?.mvttype ?? '' }) : t('s2s.title')} />;
}

export function Header({ state }: { state: StockToStockState }) {
  const type = S2S_TYPES[state.mvttype];
  return (
    <ul className="wm-summary" aria-label={t('s2s.thisTransfer')}>
      <SummaryItem label={t('s2s.movement')}>
        {state.mvttype} {type ? stockToStockText(state.mvttype) : null}
      </SummaryItem>
      {state.source ? (
        <SummaryItem label={t('s2s.from')}>
          <span translate="no">
            {state.source.plant} / {state.source.sloc}
          </span>{' '}
          · {categoryText(state.source.category)}
        </SummaryItem>
      ) : null}
      {state.destination ? (
        <SummaryItem label={t('s2s.to')}>
          <span translate="no">
            {state.destination.plant} / {state.destination.sloc}
          </span>
          {state.destination.bin ? <> {t('s2s.toBin', { bin: state.destination.bin })}</> : null}
        </SummaryItem>
      ) : type?.to ? (
        <SummaryItem label={t('s2s.to')}>{categoryText(type.to)}</SummaryItem>
      ) : null}
    </ul>
  );
}

/** The storage location a typed or scanned text names, from the plant's list. */
export function slocOf(code: string, slocs: StorageLocation[]): StorageLocation {
  const sloc = slocs.find((s) => s.slocId.toUpperCase() === code.trim().toUpperCase());
  if (!sloc) throw new Error(t('slocUnknown', { plant: slocs[0]?.plantId ?? '', sloc: code }));
  return sloc;
}

/** A scan field's handler for a storage location of `slocs`: `onSloc` with it, else `onError` with why not. */
export function scanSloc(slocs: StorageLocation[], onSloc: (sloc: StorageLocation) => void, onError: (message: string) => void) {
  return (code: string) => {
    try {
      onSloc(slocOf(code, slocs));
    } catch (error) {
      onError(errorText(error));
    }
  };
}

/** The storage locations to choose from, one button each (with their warehouse when they have bins). */
export function SlocChoices({ slocs, onChoose }: { slocs: StorageLocation[]; onChoose: (sloc: StorageLocation) => void }) {
  return (
    <ul className="wm-choices" aria-label={t('s2s.storageLocations')}>
      {slocs.map((s) => (
        <li key={s.slocId}>
          <button type="button" className="wm-choice" onClick={() => onChoose(s)}>
            <span translate="no">
              {s.slocId} {s.name}
            </span>
            {s.warehouseId ? <> {t('s2s.slocWithBins', { warehouse: s.warehouseId })}</> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
