import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as r from '../../../shared/contracts/returns/endpoints';
import type { ReturnReceived } from '../../../shared/contracts/returns/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { alertError } from '../../ui/use-action';
import { initial, name, type ReceiveReturnEvent, type ReceiveReturnState, receiveRequest, step } from './receive-return.flow';
import { CategoryText } from './returns-parts';
import '../../ui/handheld/handheld-screen.css';

type Body = { rmaNumber: string; serials: string[] };

/**
 * Receipt of a customer return (handheld, page `returnReceipt`): scan the return order or a serial open
 * on one, scan the serials in the box (each checked at once: a serial never shipped to the customer is
 * refused with the reason, in the error dialog), F4 posts 651 into quality inspection or blocked stock as
 * the order's reason says; an inspection lot opens in the same posting. The draft and its key survive a
 * reload (usePosting): posting again replays the first document.
 */
export default function ReceiveReturn() {
  const queryClient = useQueryClient();
  const posting = usePosting<ReceiveReturnState, ReceiveReturnEvent, Body, ReturnReceived>({
    flow: { name, step },
    instance: 'receive-return',
    start: initial,
    send: (idempotencyKey, body) =>
      call(r.receiveReturn, { params: { rmaNumber: body.rmaNumber }, body: { serials: body.serials } }, { idempotencyKey }),
    onPosted: (result) => ({ type: 'POSTED', result }),
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  const order = useQuery({
    queryKey: ['return-order', state.rmaNumber],
    enabled: !!state.rmaNumber,
    queryFn: () => call(r.getReturnOrder, { params: { rmaNumber: state.rmaNumber as string } }),
  });
  const refuse = (message: string) => {
    dispatch({ type: 'ERROR', message });
    alertError(message);
  };
  const scanOrder = async (code: string) => {
    try {
      const found = await call(r.findReturnOrder, { query: { code } });
      queryClient.setQueryData(['return-order', found.rmaNumber], found);
      const serial = found.items.find((i) => i.serialNumber === code && !i.receivedMatDoc);
      dispatch({ type: 'ORDER', rmaNumber: found.rmaNumber, serial: serial?.serialNumber });
    } catch (error) {
      refuse(errorText(error));
    }
  };
  const scanSerial = async (serial: string) => {
    const rmaNumber = state.rmaNumber as string;
    try {
      await call(r.checkReturnSerial, { params: { rmaNumber, serial } });
      dispatch({ type: 'SERIAL', serial });
    } catch (error) {
      refuse(errorText(error));
    }
  };
  const request = receiveRequest(state);
  const submit = async () => {
    if (!request || posting.posting) return;
    dispatch({ type: 'POST' });
    const posted = await posting.submit(request);
    if (posted) {
      await queryClient.invalidateQueries({ queryKey: ['return-order'] });
      posting.discard({ ...initial(), step: 'done', rmaNumber: posted.rmaNumber, result: posted });
    }
  };
  const o = order.data;
  const open = (o?.items ?? []).filter((i) => !i.receivedMatDoc);
  const result = state.result;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('rma.receiveTitle')} />
      {state.step === 'serials' || state.step === 'posting' ? (
        <ScanInput
          key="serial"
          label={t('rma.scanSerial')}
          placeholder={t('rma.scanSerialHint')}
          onScan={scanSerial}
          error={state.error}
          busy={posting.posting}
        />
      ) : (
        <ScanInput
          key="order"
          label={t('rma.scanOrder')}
          placeholder={t('rma.scanOrderHint')}
          onScan={scanOrder}
          error={state.error}
          busy={posting.posting}
        />
      )}
      {result && state.step === 'done' ? (
        <div className="wm-success" role="status">
          <p>
            {t(result.category === 'QUALITY' ? 'rma.receivedIntoQuality' : 'rma.receivedIntoBlocked', {
              rma: result.rmaNumber,
              matDoc: result.matDoc,
              count: result.lots.length,
            })}
          </p>
          {result.lots.map((l) => (
            <p key={l.lotNumber}>
              <a className="sv-link" href={withQuery(href('closeLot'), { lot: l.lotNumber })}>
                {t('rma.lotOfSerial', { lot: l.lotNumber, serial: l.serialNumber })}
              </a>
            </p>
          ))}
        </div>
      ) : null}
      {o && (state.step === 'serials' || state.step === 'posting') ? (
        <>
          <ul className="wm-summary" aria-label={t('rma.order')}>
            <SummaryItem label={t('rma.order')}>{o.rmaNumber}</SummaryItem>
            <SummaryItem label={t('rma.customer')}>
              <span translate="no">
                {o.customer} {o.customerName}
              </span>
            </SummaryItem>
            <SummaryItem label={t('rma.into')}>
              <CategoryText category={o.category} />
            </SummaryItem>
            <SummaryItem label={t('rma.open')}>{t('rma.scannedOfOpen', { scanned: state.serials.length, open: open.length })}</SummaryItem>
          </ul>
          {state.serials.length > 0 ? (
            <ul className="wm-serial-list" aria-label={t('rma.scannedSerials')}>
              {state.serials.map((s) => (
                <li key={s}>
                  <span translate="no">{s}</span>{' '}
                  <button
                    type="button"
                    className="ui-button"
                    aria-label={t('rma.removeSerial', { serial: s })}
                    onClick={() => dispatch({ type: 'REMOVE', serial: s })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="ui-button ui-button-primary wm-wide" disabled={posting.posting || !request} onClick={submit}>
            {t('rma.receiveCount', { count: state.serials.length })}
          </button>
        </>
      ) : null}
      <BottomBar
        actions={{
          stepBack: state.step === 'serials' ? () => posting.discard() : null,
          done:
            state.step === 'serials' && request
              ? { run: () => void submit(), label: t('rma.receiveCount', { count: request.serials.length }) }
              : null,
        }}
      />
    </div>
  );
}
