import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import {
  type CloseLotRequest,
  type CloseLotResult,
  DECISION_MOVEMENT,
  DECISIONS,
  type DecisionCode,
} from '../../../shared/contracts/quality/schemas';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';
import { readOptionalQuantity } from '../../../shared/i18n/typed-number';
import { errorText } from '../../../shared/messages';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import { call } from '../../api';
import { useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { type CloseLotEvent, type CloseLotState, closeLotRequest, initial, name, step } from './close-lot.flow';
import { StateBadge } from './quality-parts';
import '../../ui/handheld/handheld-screen.css';
import './quality.css';

const DECISION_TEXT = {
  ACCEPT: 'qm.decisionAccept',
  REJECT: 'qm.decisionReject',
  RETURN: 'qm.decisionReturn',
  SCRAP: 'qm.decisionScrap',
} as const satisfies Record<DecisionCode, MessageId>;

/**
 * Usage decision (iqms/closelot): scan the lot, decide each undecided serial (accept 321, reject 350,
 * return 122, scrap 551) or quantities of a non-serialized lot, F4 posts one document with the lot as
 * reference; the lot closes when every unit is decided. The draft and its Idempotency-Key live in
 * usePosting: a reload keeps the choices, and posting again replays.
 */
export default function CloseLot() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const posting = usePosting<CloseLotState, CloseLotEvent, CloseLotRequest, CloseLotResult>({
    flow: { name, step },
    instance: 'closelot',
    start: initial,
    send: (idempotencyKey, body) => call(q.closeLot, { body }, { idempotencyKey }),
    onPosted: (result) => ({ type: 'POSTED', result }),
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  // a lot detail's "Usage decision" link names the lot (once; a restored draft wins)
  const fromLink = useRef(params.get('lot'));
  useEffect(() => {
    if (fromLink.current && state.step === 'lot') dispatch({ type: 'LOT', lotNumber: fromLink.current });
    fromLink.current = null;
  }, [state.step, dispatch]);
  const lot = useQuery({
    queryKey: ['iqms-lot', state.lotNumber],
    enabled: !!state.lotNumber,
    queryFn: () => call(q.getLot, { params: { lotNumber: state.lotNumber as string } }),
  });
  const l = lot.data;
  const open = (l?.serials ?? []).filter((s) => !s.decision);
  const request = closeLotRequest(state);
  const submit = async () => {
    if (!request || posting.posting) return;
    dispatch({ type: 'POST' });
    const posted = await posting.submit(request);
    if (posted) {
      await queryClient.invalidateQueries({ queryKey: ['iqms-lot'] });
      // the document is posted: a new attempt starts from here (new key), showing what was posted
      posting.discard({ ...initial(), step: 'done', lotNumber: state.lotNumber, result: posted });
    }
  };
  const result = state.result;
  /** the lot is read before the flow moves on: a wrong number stays in the lot field, which keeps the focus */
  const scanLot = async (text: string) => {
    const next = step(state, { type: 'LOT', lotNumber: text });
    if (next.step === 'decide' && next.lotNumber) {
      const lotNumber = next.lotNumber;
      try {
        await queryClient.fetchQuery({ queryKey: ['iqms-lot', lotNumber], queryFn: () => call(q.getLot, { params: { lotNumber } }) });
      } catch (error) {
        dispatch({ type: 'ERROR', message: errorText(error) });
        return;
      }
    }
    dispatch({ type: 'LOT', lotNumber: text });
  };
  // a lot that cannot be read (a restored draft, a link): its field is back, so the next scan is not lost
  const lotField = state.step !== 'decide' || lot.isError;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('qm.usageDecisionTitle')} />
      {state.step === 'decide' && l?.serialized ? (
        <ScanInput
          key="serial"
          label={t('qm.serial')}
          placeholder={t('qm.serialToDecideScan')}
          onScan={(serial) => dispatch({ type: 'SERIAL', serial, open: open.map((s) => s.serial) })}
          error={state.error}
          busy={posting.posting}
        />
      ) : lotField ? (
        <ScanInput
          key="lot"
          label={t('qm.inspectionLot')}
          placeholder={t('qm.lotScan')}
          inputMode="numeric"
          onScan={scanLot}
          error={state.error}
          busy={posting.posting}
        />
      ) : null}
      {lot.isError && state.step !== 'lot' ? <p className="sp-error-text">{errorText(lot.error)}</p> : null}
      {result && state.step === 'done' ? (
        <p className="wm-success" role="status">
          {t(result.status === 'CLOSED' ? 'qm.lotClosed' : 'qm.lotPartlyDecided', {
            lot: result.lotNumber,
            matDoc: result.matDoc,
            decided: showQuantity(result.decidedQuantity),
            quantity: showQuantity(result.quantity),
          })}
        </p>
      ) : null}
      <AlertLine message={state.step === 'decide' && !l?.serialized && state.error} />
      {l && state.step !== 'lot' ? (
        <>
          <ul className="wm-summary" aria-label={t('qm.lot')}>
            <SummaryItem label={t('qm.lot')}>
              {l.lotNumber} <StateBadge state={l.status} />
            </SummaryItem>
            <SummaryItem label={t('qm.material')}>
              <span translate="no">{l.material}</span>
            </SummaryItem>
            <SummaryItem label={t('qm.undecided')}>
              {showQuantity(fromMilliUnits(toMilliUnits(l.quantity) - toMilliUnits(l.decidedQuantity)))}
            </SummaryItem>
          </ul>
          {state.step === 'decide' && l.serialized ? (
            <ul className="qm-list" aria-label={t('qm.undecidedSerials')}>
              {open.map((s) => (
                <li key={s.serial}>
                  <span>
                    <span translate="no">{s.serial}</span> <StateBadge state={s.state} />
                  </span>
                  <select
                    aria-label={t('qm.decisionFor', { serial: s.serial })}
                    value={state.choices[s.serial] ?? ''}
                    onChange={(e) => dispatch({ type: 'CHOOSE', serial: s.serial, decision: e.target.value as DecisionCode | '' })}
                  >
                    <option value="">{t('qm.notNow')}</option>
                    {DECISIONS.map((d) => (
                      <option key={d} value={d}>
                        {t(DECISION_TEXT[d])} ({DECISION_MOVEMENT[d]})
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ul>
          ) : null}
          {state.step === 'decide' && !l.serialized ? (
            <div className="qm-form">
              {DECISIONS.map((d) => (
                <label key={d}>
                  {t(DECISION_TEXT[d])} ({DECISION_MOVEMENT[d]})
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-invalid={readOptionalQuantity(state.quantities[d] ?? '') === null || undefined}
                    value={state.quantities[d] ?? ''}
                    onChange={(e) => dispatch({ type: 'QUANTITY', decision: d, text: e.target.value })}
                  />
                </label>
              ))}
            </div>
          ) : null}
          {state.step === 'decide' ? (
            <button type="button" className="ui-button ui-button-primary wm-wide" disabled={posting.posting || !request} onClick={submit}>
              {t('qm.postDecision', { count: request?.decisions.length ?? 0 })}
            </button>
          ) : null}
        </>
      ) : null}
      <BottomBar
        actions={{
          stepBack: state.step === 'decide' ? () => posting.discard() : null,
          done:
            state.step === 'decide' && request
              ? { run: () => void submit(), label: t('qm.postCount', { count: request.decisions.length }) }
              : null,
        }}
      />
    </div>
  );
}
