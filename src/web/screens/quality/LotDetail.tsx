import { useQuery } from '@tanstack/react-query';
import * as q from '../../../shared/contracts/quality/endpoints';
import { createRepairOrder } from '../../../shared/contracts/repair-orders/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useLocation, useParams } from '../../router';
import { useCan } from '../../shell/can';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { SummaryItem } from '../../ui/SummaryItem';
import { lotSearchPath, QmList, QmTable, StateBadge, serialStepPath, stateText } from './quality-parts';
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
  const mayRepair = useCan(createRepairOrder);
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('qm.lotTitle', { lot: lotnum })} titleLink={lotSearchPath(prodcat, serialized)} />
      {lot.isError ? <p className="sp-error-text">{errorText(lot.error)}</p> : null}
      {l ? (
        <>
          <ul className="wm-summary" aria-label={t('qm.lot')}>
            <SummaryItem label={t('qm.status')}>
              <StateBadge state={l.status} />
            </SummaryItem>
            <SummaryItem label={t('qm.material')}>
              <span translate="no">
                {l.material} {l.materialDescription}
              </span>
            </SummaryItem>
            <SummaryItem label={t('qm.plant')}>
              <span translate="no">{l.plant}</span>
            </SummaryItem>
            <SummaryItem label={t('qm.quantity')}>
              {t('qm.decidedOf', { decided: showQuantity(l.decidedQuantity), quantity: showQuantity(l.quantity) })}
            </SummaryItem>
            <SummaryItem label={t('qm.origin')}>
              {stateText(l.origin)} {l.purchaseOrder ? t('qm.originPo', { po: l.purchaseOrder, item: l.purchaseOrderItem ?? '' }) : ''}{' '}
              {l.vendor ? t('qm.originVendor', { vendor: l.vendor }) : ''}
            </SummaryItem>
          </ul>
          {l.status !== 'CLOSED' ? (
            <p>
              <Link className="ui-button ui-button-primary" to={withQuery(href('closeLot'), { lot: l.lotNumber })}>
                {t('qm.usageDecision')}
              </Link>{' '}
              {l.serials.length > 0 && mayRepair ? (
                <Link className="ui-button" to={withQuery(href('repairOrders'), { lot: l.lotNumber })}>
                  {t('qm.returnForRepair')}
                </Link>
              ) : null}
            </p>
          ) : null}
          {l.serials.length > 0 ? (
            <QmTable
              label={t('qm.serials')}
              columns={[t('qm.serial'), t('qm.stateCol'), t('qm.findings'), t('qm.decision'), t('qm.inspect')]}
            >
              {l.serials.map((s) => (
                <tr key={s.serial}>
                  <td className="sv-mono">
                    <span translate="no">{s.serial}</span>
                    {s.locked ? (
                      <span className="sp-error-text">
                        {' '}
                        {s.lockReason ? t('qm.lockedReason', { reason: s.lockReason }) : t('qm.lockedNoReason')}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <StateBadge state={s.state} />
                  </td>
                  <td>
                    {s.validatedBy
                      ? t('qm.findingsValidated', { defects: s.defects, repairs: s.repairs, user: s.validatedBy })
                      : t('qm.findingsCount', { defects: s.defects, repairs: s.repairs })}
                  </td>
                  <td>{s.decision ? `${stateText(s.decision)} (${s.decidedMatDoc})` : ''}</td>
                  <td>
                    {s.decision ? null : (
                      <Link to={serialStepPath(l.prodcat, s.serial, 'assigndefects', serialized ? undefined : l.lotNumber)}>
                        {t('qm.inspect')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </QmTable>
          ) : null}
          <div className="qm-panels">
            <section aria-label={t('qm.defects')}>
              <h2>{t('qm.defects')}</h2>
              <QmList items={l.defects} empty={t('qm.noneRecorded')}>
                {(d) => (
                  <li key={d.defectId}>
                    <span>
                      {d.serial ? <span translate="no">{d.serial}</span> : t('qm.lotWord')}:{' '}
                      <span translate="no">
                        {d.codeGroup}/{d.code} {d.description} {d.note ? `(${d.note})` : ''}
                      </span>
                    </span>
                    <span className="sp-muted" translate="no">
                      {d.createdBy}
                    </span>
                  </li>
                )}
              </QmList>
            </section>
            <section aria-label={t('qm.repairs')}>
              <h2>{t('qm.repairs')}</h2>
              <QmList items={l.repairs} empty={t('qm.noneRecorded')}>
                {(r) => (
                  <li key={r.repairId}>
                    <span>
                      {r.serial ? <span translate="no">{r.serial}</span> : t('qm.lotWord')}: <span translate="no">{r.action}</span>
                      {r.partMaterial
                        ? ` ${t('qm.repairPart', { material: r.partMaterial, quantity: showQuantity(r.partQuantity ?? '0'), matDoc: r.matDoc ?? '' })}`
                        : ''}
                    </span>
                    <span className="sp-muted" translate="no">
                      {r.createdBy}
                    </span>
                  </li>
                )}
              </QmList>
            </section>
            <section aria-label={t('qm.decisions')}>
              <h2>{t('qm.decisions')}</h2>
              <QmList items={l.decisions} empty={t('qm.nothingDecided')}>
                {(d) => (
                  <li key={`${d.matDoc}-${d.itemNo}`}>
                    <span>
                      {t('qm.decisionLine', {
                        decision: stateText(d.decision),
                        quantity: showQuantity(d.quantity),
                        type: d.movementType,
                        matDoc: d.matDoc,
                      })}{' '}
                      <span translate="no">{d.serials.join(', ')}</span>
                    </span>
                    <span className="sp-muted" translate="no">
                      {d.decidedBy}
                    </span>
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
