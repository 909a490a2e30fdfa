import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiDocumentView, PiItemView } from '../../../shared/contracts/physical-inventory/schemas';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { displayQuantity, toMilliUnits } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link, useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, alertError, HeaderRow, useAction } from '../../ui';
import '../stock/stock.css';
import './physical-inventory.css';
import { t } from '../../../shared/i18n';
import { showTime } from '../../ui/plant-time';

/**
 * One physical-inventory document (page `piDocument`): its bins,
 * items with book quantity, every count (version, book at the count's ledger position), the
 * difference; counted items can be sent to a recount (MI01) and the differences posted (MI07).
 */
export default function PiDocument() {
  const { piDocumentNumber = '' } = useParams();
  const queryClient = useQueryClient();
  const doc = useQuery({
    queryKey: ['pi-document', piDocumentNumber],
    queryFn: () => call(pi.getPiDocument, { params: { piDocumentNumber } }),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const { busy, run } = useAction(alertError);
  // posting differences (701/702) is a supervisor's grant (IM/MI07), not the counter's
  const mayPostDifferences = useCan(pi.postPiDifferences);

  const act = (action: () => Promise<string>) =>
    run(async () => {
      toastSuccess(await action());
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: ['pi-document', piDocumentNumber] });
    });
  const params = { piDocumentNumber };
  const recount = () =>
    act(async () => {
      const result = await call(pi.requestPiRecount, { params, body: { items: chosen } }, { idempotencyKey: newIdempotencyKey() });
      return t('piRecountRequested', { count: result.items.length });
    });
  const postDifferences = () =>
    act(async () => {
      const result = await call(pi.postPiDifferences, { params, body: undefined }, { idempotencyKey: newIdempotencyKey() });
      return result.matDoc ? t('piDifferencesPosted', { matDoc: result.matDoc }) : t('piNoDifferences', { number: result.piNumber });
    });

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={`Physical Inventory ${piDocumentNumber}`} />
      <p>
        <Link to={href('piDocuments')}>All documents</Link>
      </p>
      {doc.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={doc.isError && errorText(doc.error)} />
      {doc.data ? (
        <>
          <Header doc={doc.data} />
          <ItemTable items={doc.data.items} chosen={chosen} setChosen={setChosen} posted={doc.data.status === 'POSTED'} />
          {doc.data.status !== 'POSTED' ? (
            <div className="pi-form">
              <button type="button" className="ui-button" disabled={busy || chosen.length === 0} onClick={recount}>
                Request recount ({chosen.length})
              </button>
              {mayPostDifferences ? (
                <button
                  type="button"
                  className="ui-button ui-button-primary"
                  disabled={busy || doc.data.status !== 'COUNTED'}
                  onClick={postDifferences}
                >
                  Post differences
                </button>
              ) : null}
            </div>
          ) : null}
          <BinList doc={doc.data} />
        </>
      ) : null}
    </div>
  );
}

function Header({ doc }: { doc: PiDocumentView }) {
  return (
    <dl className="pi-form" aria-label="Document">
      <div>
        <dt>Status</dt>
        <dd data-testid="pi-status">{doc.status}</dd>
      </div>
      <div>
        <dt>Plant / sloc / warehouse</dt>
        <dd>
          {doc.plant} / {doc.sloc} / {doc.warehouseId}
        </dd>
      </div>
      <div>
        <dt>Selection</dt>
        <dd>{doc.selection}</dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>
          {showTime(doc.createdAt)} {doc.createdBy}
        </dd>
      </div>
      {doc.postedMatDoc ? (
        <div>
          <dt>Material document</dt>
          <dd data-testid="pi-matdoc">{doc.postedMatDoc}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** 702 for a loss (book above count), 701 for a gain. */
function DifferenceCell({ difference }: { difference: string | null }) {
  if (difference === null) return <td className="sv-num">-</td>;
  const milli = toMilliUnits(difference);
  if (milli === 0n) return <td className="sv-num">0</td>;
  const loss = milli > 0n;
  return (
    <td className={`sv-num ${loss ? 'pi-loss' : 'pi-gain'}`}>
      {loss ? '-' : '+'}
      {displayQuantity(loss ? difference : difference.replace('-', ''))} ({loss ? '702' : '701'})
    </td>
  );
}

const ITEM_COLUMNS = [
  'Item',
  'Bin',
  'Material',
  'Status',
  { label: 'Book (created)', numeric: true },
  { label: 'Book at count', numeric: true },
  { label: 'Counted', numeric: true },
  { label: 'Difference', numeric: true },
  'Counts',
] as const;

function ItemTable(props: { items: PiItemView[]; chosen: number[]; setChosen: (items: number[]) => void; posted: boolean }) {
  const { items, chosen, setChosen, posted } = props;
  return (
    <table className="sv-table" aria-label="Items">
      <thead>
        <HeaderRow columns={posted ? ITEM_COLUMNS : ['Recount', ...ITEM_COLUMNS]} />
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.itemNo} data-testid={`pi-item-${i.bin}`}>
            {posted ? null : (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Recount item ${i.itemNo}`}
                  disabled={i.status !== 'COUNTED'}
                  checked={chosen.includes(i.itemNo)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, i.itemNo] : chosen.filter((n) => n !== i.itemNo))}
                />
              </td>
            )}
            <td>{i.itemNo}</td>
            <td className="sv-mono">{i.bin}</td>
            <td>
              {i.material}
              {i.batch ? ` / ${i.batch}` : ''} <span className="sp-muted">{i.materialDescription}</span>
            </td>
            <td>{i.status}</td>
            <td className="sv-num">{displayQuantity(i.bookQuantity)}</td>
            <td className="sv-num">{i.bookAtCount ? displayQuantity(i.bookAtCount) : '-'}</td>
            <td className="sv-num">{i.countedQuantity ? displayQuantity(i.countedQuantity) : '-'}</td>
            <DifferenceCell difference={i.difference} />
            <td>
              <ol className="pi-counts">
                {i.counts.map((c) => (
                  <li key={c.version}>
                    {displayQuantity(c.quantity)}
                    {c.serials.length > 0 ? ` (${c.serials.join(', ')})` : ''}
                    {c.emptyBin ? ' (empty bin)' : ''} by {c.countedBy}, book {displayQuantity(c.bookAtCount)} at{' '}
                    {c.ledgerMatDoc ?? 'start'}
                  </li>
                ))}
              </ol>
            </td>
          </tr>
        ))}
        {items.length === 0 ? (
          <tr>
            <td colSpan={10} className="sp-muted">
              No stock in these bins: confirm them empty.
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function BinList({ doc }: { doc: PiDocumentView }) {
  return (
    <section className="pi-panel" aria-label="Bins">
      <h2>
        Bins ({doc.bins.filter((b) => b.counted).length} of {doc.bins.length} counted)
      </h2>
      <p>
        {doc.bins.map((b) => (
          <span key={b.bin} className="sv-mono">
            {b.bin}
            {b.blocked ? ' (blocked)' : b.emptyConfirmed ? ' (empty)' : b.counted ? ' ✓' : ''}{' '}
          </span>
        ))}
      </p>
    </section>
  );
}
