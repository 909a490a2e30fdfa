import type { StorageLocation } from '../../../shared/contracts/master-data/schemas';
import { formatMessage, messages } from '../../../shared/messages';
import { WarehouseTitleBar } from '../../shell/warehouse';
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
      <li>
        <span>Movement</span>
        <strong>
          {state.mvttype} {type?.text}
        </strong>
      </li>
      {state.source ? (
        <li>
          <span>From</span>
          <strong>
            {state.source.plant} / {state.source.sloc} · {categoryText(state.source.category)}
          </strong>
        </li>
      ) : null}
      {state.destination ? (
        <li>
          <span>To</span>
          <strong>
            {state.destination.plant} / {state.destination.sloc}
            {state.destination.bin ? ` bin ${state.destination.bin}` : ''}
          </strong>
        </li>
      ) : type?.to ? (
        <li>
          <span>To</span>
          <strong>{categoryText(type.to)}</strong>
        </li>
      ) : null}
    </ul>
  );
}

/** The storage location a typed or scanned text names, from the plant's list. */
export function slocOf(code: string, slocs: StorageLocation[]): StorageLocation {
  const sloc = slocs.find((s) => s.slocId.toUpperCase() === code.trim().toUpperCase());
  if (!sloc) throw new Error(formatMessage(messages.slocUnknown, { plant: slocs[0]?.plantId ?? '', sloc: code }));
  return sloc;
}
