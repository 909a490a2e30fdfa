import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiDocumentView, PiItemView } from '../../../shared/contracts/physical-inventory/schemas';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { toMilliUnits } from '../../../shared/quantity';
import { call, newIdempotencyKey } from '../../api';
import { Link, useParams } from '../../router';
import { useCan } from '../../shell/can';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { HeaderRow } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
import '../stock/stock.css';
import './physical-inventory.css';
import { type MessageId, showNumber, showQuantity, t } from '../../../shared/i18n';
import { showTime } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { piDocumentStatus, piItemStatus } from './pi-words';

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
      <WarehouseTitleBar title={t('pi.documentTitle', { number: piDocumentNumber })} />
      <p>
        <Link to={href('piDocuments')}>{t('pi.allDocuments')}</Link>
      </p>
      {doc.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      <AlertLine message={doc.isError && errorText(doc.error)} />
      {doc.data ? (
        <>
          <Header doc={doc.data} />
          {/* nine columns: on a handheld they scroll in their own box */}
          <ScrollRegion className="sv-table-wrap sv-table-flow">
            <ItemTable items={doc.data.items} chosen={chosen} setChosen={setChosen} posted={doc.data.status === 'POSTED'} />
          </ScrollRegion>
          {doc.data.status !== 'POSTED' ? (
            <div className="pi-form">
              <button type="button" className="ui-button" disabled={busy || chosen.length === 0} onClick={recount}>
                {t('pi.requestRecount', { count: chosen.length })}
              </button>
              {mayPostDifferences ? (
                <button
                  type="button"
                  className="ui-button ui-button-primary"
                  disabled={busy || doc.data.status !== 'COUNTED'}
                  onClick={postDifferences}
                >
                  {t('pi.postDifferences')}
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
    <dl className="pi-form" aria-label={t('pi.document')}>
      <div>
        <dt>{t('pi.status')}</dt>
        <dd data-testid="pi-status">{piDocumentStatus(doc.status)}</dd>
      </div>
      <div>
        <dt>{t('pi.plantSlocWarehouse')}</dt>
        <dd translate="no">
          {doc.plant} / {doc.sloc} / {doc.warehouseId}
        </dd>
      </div>
      <div>
        <dt>{t('pi.selection')}</dt>
        <dd translate="no">{doc.selection}</dd>
      </div>
      <div>
        <dt>{t('pi.created')}</dt>
        <dd>
          {showTime(doc.createdAt)} <span translate="no">{doc.createdBy}</span>
        </dd>
      </div>
      {doc.postedMatDoc ? (
        <div>
          <dt>{t('pi.materialDocument')}</dt>
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
      {showQuantity(loss ? difference : difference.replace('-', ''))} ({loss ? '702' : '701'})
    </td>
  );
}

/** The item table's columns: keys, numeric ones right-aligned. */
const ITEM_COLUMNS = [
  { key: 'pi.colItem' },
  { key: 'pi.colBin' },
  { key: 'pi.colMaterial' },
  { key: 'pi.colStatus' },
  { key: 'pi.colBookCreated', numeric: true },
  { key: 'pi.colBookAtCount', numeric: true },
  { key: 'pi.colCounted', numeric: true },
  { key: 'pi.colDifference', numeric: true },
  { key: 'pi.colCounts' },
] as const satisfies readonly { key: MessageId; numeric?: boolean }[];
const itemColumns = () => ITEM_COLUMNS.map((c) => ('numeric' in c ? { label: t(c.key), numeric: true as const } : t(c.key)));

function ItemTable(props: { items: PiItemView[]; chosen: number[]; setChosen: (items: number[]) => void; posted: boolean }) {
  const { items, chosen, setChosen, posted } = props;
  return (
    <table className="sv-table" aria-label={t('pi.items')}>
      <thead>
        <HeaderRow columns={posted ? itemColumns() : [t('pi.colRecount'), ...itemColumns()]} />
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.itemNo} data-testid={`pi-item-${i.bin}`}>
            {posted ? null : (
              <td>
                <input
                  type="checkbox"
                  aria-label={t('pi.recountItem', { item: i.itemNo })}
                  disabled={i.status !== 'COUNTED'}
                  checked={chosen.includes(i.itemNo)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, i.itemNo] : chosen.filter((n) => n !== i.itemNo))}
                />
              </td>
            )}
            <td>{i.itemNo}</td>
            <td className="sv-mono" translate="no">
              {i.bin}
            </td>
            <td translate="no">
              {i.material}
              {i.batch ? ` / ${i.batch}` : ''} <span className="sp-muted">{i.materialDescription}</span>
            </td>
            <td>{piItemStatus(i.status)}</td>
            <td className="sv-num">{showQuantity(i.bookQuantity)}</td>
            <td className="sv-num">{i.bookAtCount ? showQuantity(i.bookAtCount) : '-'}</td>
            <td className="sv-num">{i.countedQuantity ? showQuantity(i.countedQuantity) : '-'}</td>
            <DifferenceCell difference={i.difference} />
            <td>
              <ol className="pi-counts">
                {i.counts.map((c) => (
                  <li key={c.version}>
                    {showQuantity(c.quantity)}
                    {c.serials.length > 0 ? <span translate="no">{` (${c.serials.join(', ')})`}</span> : null}
                    {c.emptyBin ? ` ${t('pi.countEmptyBin')}` : ''}{' '}
                    {c.ledgerMatDoc
                      ? t('pi.countByAt', { user: c.countedBy, book: showQuantity(c.bookAtCount), matDoc: c.ledgerMatDoc })
                      : t('pi.countByAtStart', { user: c.countedBy, book: showQuantity(c.bookAtCount) })}
                  </li>
                ))}
              </ol>
            </td>
          </tr>
        ))}
        {items.length === 0 ? (
          <tr>
            <td colSpan={10} className="sp-muted">
              {t('pi.noStockInBins')}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function BinList({ doc }: { doc: PiDocumentView }) {
  return (
    <section className="pi-panel" aria-label={t('pi.bins')}>
      <h2>
        {t('pi.binsCountedOf', {
          counted: showNumber(doc.bins.filter((b) => b.counted).length),
          total: showNumber(doc.bins.length),
        })}
      </h2>
      <p>
        {doc.bins.map((b) => (
          <span key={b.bin} className="sv-mono">
            <span translate="no">{b.bin}</span>
            {b.blocked
              ? ` ${t('pi.binBlockedMark')}`
              : b.emptyConfirmed
                ? ` ${t('pi.binEmptyMark')}`
                : b.counted
                  ? ` ${t('pi.binCountedMark')}`
                  : ''}{' '}
          </span>
        ))}
      </p>
    </section>
  );
}
