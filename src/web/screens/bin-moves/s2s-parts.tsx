import type { StorageLocation } from '../../../shared/contracts/master-data/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { SummaryItem } from '../../ui/SummaryItem';
import { type Category, S2S_TYPES, type StockToStockState } from './stock-to-stock.flow';

export const CATEGORIES: { value: Category; label: string }[] = [
  { value: 'UNRESTRICTED', label: 'Unrestricted' },
  { value: 'QUALITY', label: 'Quality inspection' },
  { value: 'BLOCKED', label: 'Blocked' },
];
export const categoryText = (c: string) => CATEGORIES.find((x) => x.value === c)?.label ?? c;

export function Title({ state }: { state: StockToStockState | null }) {
  const type = state ? S2S_TYPES[state.mvttype] : undefined;
  return <WarehouseTitleBar title={type ? `Stock to Stock ${state?.mvttype}` : 'Stock to Stock'} />;
}

export function Header({ state }: { state: StockToStockState }) {
  const type = S2S_TYPES[state.mvttype];
  return (
    <ul className="wm-summary" aria-label="This transfer">
      <SummaryItem label="Movement">
        {state.mvttype} {type?.text}
      </SummaryItem>
      {state.source ? (
        <SummaryItem label="From">
          {state.source.plant} / {state.source.sloc} · {categoryText(state.source.category)}
        </SummaryItem>
      ) : null}
      {state.destination ? (
        <SummaryItem label="To">
          {state.destination.plant} / {state.destination.sloc}
          {state.destination.bin ? ` bin ${state.destination.bin}` : ''}
        </SummaryItem>
      ) : type?.to ? (
        <SummaryItem label="To">{categoryText(type.to)}</SummaryItem>
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
    <ul className="wm-choices" aria-label="Storage locations">
      {slocs.map((s) => (
        <li key={s.slocId}>
          <button type="button" className="wm-choice" onClick={() => onChoose(s)}>
            {s.slocId} {s.name}
            {s.warehouseId ? ` (bins, ${s.warehouseId})` : ''}
          </button>
        </li>
      ))}
    </ul>
  );
}
