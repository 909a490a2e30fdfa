import { useQuery } from '@tanstack/react-query';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { call } from '../../api';
import { useParams } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { Facts } from '../../ui/Facts';
import { ShortTable } from '../../ui/ListTable';
import { showDay, showTime } from '../../ui/plant-time';
import { QueryState } from '../../ui/QueryState';
import { sideText } from './StockRowDetail';
import './stock.css';

/**
 * A material document (MB51, page `materialDocument`): its header (posting day, who posted it when,
 * header text, reference, reversal) and its items. The audit trail links postings here.
 */
export default function MaterialDocument() {
  const { matDoc = '' } = useParams();
  const doc = useQuery({
    queryKey: ['material-document', matDoc],
    queryFn: () => call(stockContracts.getMaterialDocument, { params: { matDoc } }),
  });
  const d = doc.data;
  return (
    <Page title={t('stock.docTitle', { matDoc })}>
      <QueryState query={doc} />
      {d ? (
        <>
          <Facts
            className="sp-facts"
            facts={[
              [t('stock.docPostingDay'), showDay(d.postingDate)],
              [t('stock.docDocumentDay'), showDay(d.documentDate)],
              [t('stock.docEntered'), `${showTime(d.createdAt)} ${d.createdBy}`],
              ...(d.headerText ? [[t('stock.docHeaderText'), d.headerText] as [string, string]] : []),
              ...(d.reference ? [[t('stock.docReference'), `${d.reference.type} ${d.reference.number}`] as [string, string]] : []),
              ...(d.reversalOf ? [[t('stock.docReversalOf'), d.reversalOf] as [string, string]] : []),
              ...(d.reversedBy ? [[t('stock.docReversedByLabel'), d.reversedBy] as [string, string]] : []),
            ]}
          />
          <ShortTable
            label={t('stock.docItems')}
            columns={[
              t('stock.docColItem'),
              t('stock.docColMovement'),
              t('stock.docColMaterial'),
              { label: t('stock.docColQuantity'), numeric: true },
              t('stock.docColFrom'),
              t('stock.docColTo'),
              t('stock.docColSerials'),
            ]}
          >
            {d.items.map((i) => (
              <tr key={i.itemNo}>
                <td>{i.itemNo}</td>
                <td>
                  {i.movementType} <span translate="no">{i.movementTypeText}</span>
                </td>
                <td translate="no">
                  <span className="sv-mono">{i.material}</span> {i.materialDescription}
                  {i.batch ? ` · ${i.batch}` : ''}
                </td>
                <td className="sv-num">
                  {showQuantity(i.quantity)} {unitSymbol(i.baseUnit)}
                </td>
                <td translate="no">{sideText(i.fromKind, i.from)}</td>
                <td translate="no">{sideText(i.toKind, i.to)}</td>
                <td translate="no">{i.serials.map((s) => s.serialNumber).join(', ')}</td>
              </tr>
            ))}
          </ShortTable>
        </>
      ) : null}
    </Page>
  );
}
