import { useQuery } from '@tanstack/react-query';
import * as q from '../../../shared/contracts/quality/endpoints';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link, useLocation, useParams } from '../../router';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { SummaryItem } from '../../ui/SummaryItem';
import { lotSearchPath, QmList, QmTable, StateBadge, serialStepPath } from './quality-parts';
import '../stock/stock.css';
import './quality.css';

/**
 * One inspection lot (iqms/search/:prodcat/lotdetail/:lotnum, msearch/... for manual parts): the lot,
 * its serials with their inspection state and lock, the defects, repairs (parts consumed) and decisions.
 */
export default function LotDetail() {
  const { prodcat = '', lotnum = '' } = useParams();
  const serialized = !useLocation().pathname.includes('/msearch/');
  const lot = useQuery({ queryKey: ['iqms-lot', lotnum], queryFn: () => call(q.getLot, { params: { lotNumber: lotnum } }) });
  const l = lot.data;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={`Inspection Lot ${lotnum}`} titleLink={lotSearchPath(prodcat, serialized)} />
      {lot.isError ? <p className="sp-error-text">{errorText(lot.error)}</p> : null}
      {l ? (
        <>
          <ul className="wm-summary" aria-label="Lot">
            <SummaryItem label="Status">
              <StateBadge state={l.status} />
            </SummaryItem>
            <SummaryItem label="Material">
              {l.material} {l.materialDescription}
            </SummaryItem>
            <SummaryItem label="Plant">{l.plant}</SummaryItem>
            <SummaryItem label="Quantity">
              {displayQuantity(l.decidedQuantity)} of {displayQuantity(l.quantity)} decided
            </SummaryItem>
            <SummaryItem label="Origin">
              {l.origin.toLowerCase()} {l.purchaseOrder ? `PO ${l.purchaseOrder}/${l.purchaseOrderItem}` : ''}{' '}
              {l.vendor ? `vendor ${l.vendor}` : ''}
            </SummaryItem>
          </ul>
          {l.status !== 'CLOSED' ? (
            <p>
              <Link className="ui-button ui-button-primary" to={withQuery(href('closeLot'), { lot: l.lotNumber })}>
                Usage decision
              </Link>
            </p>
          ) : null}
          {l.serials.length > 0 ? (
            <QmTable label="Serials" columns={['Serial', 'State', 'Findings', 'Decision', 'Inspect']}>
              {l.serials.map((s) => (
                <tr key={s.serial}>
                  <td className="sv-mono">
                    {s.serial}
                    {s.locked ? <span className="sp-error-text"> locked: {s.lockReason ?? 'no reason recorded'}</span> : null}
                  </td>
                  <td>
                    <StateBadge state={s.state} />
                  </td>
                  <td>
                    {s.defects} defects, {s.repairs} repairs{s.validatedBy ? `, validated by ${s.validatedBy}` : ''}
                  </td>
                  <td>{s.decision ? `${s.decision.toLowerCase()} (${s.decidedMatDoc})` : ''}</td>
                  <td>
                    {s.decision ? null : (
                      <Link to={serialStepPath(l.prodcat, s.serial, 'assigndefects', serialized ? undefined : l.lotNumber)}>Inspect</Link>
                    )}
                  </td>
                </tr>
              ))}
            </QmTable>
          ) : null}
          <div className="qm-panels">
            <section aria-label="Defects">
              <h2>Defects</h2>
              <QmList items={l.defects} empty="None recorded.">
                {(d) => (
                  <li key={d.defectId}>
                    <span>
                      {d.serial ?? 'lot'}: {d.codeGroup}/{d.code} {d.description} {d.note ? `(${d.note})` : ''}
                    </span>
                    <span className="sp-muted">{d.createdBy}</span>
                  </li>
                )}
              </QmList>
            </section>
            <section aria-label="Repairs">
              <h2>Repairs</h2>
              <QmList items={l.repairs} empty="None recorded.">
                {(r) => (
                  <li key={r.repairId}>
                    <span>
                      {r.serial ?? 'lot'}: {r.action}
                      {r.partMaterial ? ` (part ${r.partMaterial} x ${displayQuantity(r.partQuantity ?? '0')}, document ${r.matDoc})` : ''}
                    </span>
                    <span className="sp-muted">{r.createdBy}</span>
                  </li>
                )}
              </QmList>
            </section>
            <section aria-label="Decisions">
              <h2>Decisions</h2>
              <QmList items={l.decisions} empty="Nothing decided yet.">
                {(d) => (
                  <li key={`${d.matDoc}-${d.itemNo}`}>
                    <span>
                      {d.decision.toLowerCase()} {displayQuantity(d.quantity)} ({d.movementType}, document {d.matDoc}){' '}
                      {d.serials.join(', ')}
                    </span>
                    <span className="sp-muted">{d.decidedBy}</span>
                  </li>
                )}
              </QmList>
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}
