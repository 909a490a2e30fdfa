import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as rec from '../../../shared/contracts/receiving/endpoints';
import type { ArrivalPackages } from '../../../shared/contracts/receiving/schemas';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';

import { call } from '../../api';
import { Link, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { showAlert } from '../../shell/ui-state';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { PostingBusy } from '../../ui/PostingControls';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { postStep } from '../warehouse/post-step';
import {
  initial,
  initialUnloading,
  name,
  type ReceivingEvent,
  type ReceivingRequest,
  type ReceivingState,
  type ReceivingStep,
  ssccOf,
  step,
} from './receiving.flow';
import '../../ui/handheld/handheld-screen.css';
import { type MessageId, showQuantity, t } from '../../../shared/i18n';

type Answer =
  | { kind: 'receive'; result: Awaited<ReturnType<typeof receive>> }
  | { kind: 'unload'; sscc: string; result: ArrivalPackages }
  | { kind: 'missing'; result: Awaited<ReturnType<typeof missing>> };
const receive = (key: string, sscc: string) => call(rec.receiveSscc, { body: { sscc } }, { idempotencyKey: key });
const missing = (key: string, sscc: string) => call(rec.reportMissing, { body: { sscc } }, { idempotencyKey: key });
const unload = (key: string, arrivalId: number, sscc: string) =>
  call(rec.unloadPackage, { params: { arrivalId }, body: { sscc } }, { idempotencyKey: key });
const answerEvent = (answer: Answer): ReceivingEvent =>
  answer.kind === 'receive'
    ? { type: 'RECEIVED', result: answer.result }
    : answer.kind === 'unload'
      ? { type: 'UNLOADED', sscc: answer.sscc, result: answer.result }
      : { type: 'MISSING_RECORDED', sscc: answer.result.sscc, asnNumber: answer.result.asnNumber, asnStatus: answer.result.asnStatus };

const RECEIVE_FIELD = { label: 'rcv.fieldReceive', placeholder: 'rcv.fieldReceiveHint' } as const;
/** The scan field of each step (while posting, the receiving one). */
const SCAN_FIELDS = {
  receive: RECEIVE_FIELD,
  posting: RECEIVE_FIELD,
  unload: { label: 'rcv.fieldUnload', placeholder: 'rcv.fieldUnloadHint' },
  missing: { label: 'rcv.fieldMissing', placeholder: 'rcv.fieldMissingHint' },
} as const satisfies Record<ReceivingStep, { label: MessageId; placeholder: MessageId }>;

/** A package's kind in words: "Pallet", "Carton". */
const PACKAGE_KIND = { PALLET: 'rcv.pallet', CARTON: 'rcv.carton' } as const satisfies Record<'PALLET' | 'CARTON', MessageId>;

/** The receipt status of a shipping notice as the receipt summary names it. */
const NOTICE_STATUS = {
  ANNOUNCED: 'rcv.noticeStatus.ANNOUNCED',
  ARRIVED: 'rcv.noticeStatus.ARRIVED',
  PARTIALLY_RECEIVED: 'rcv.noticeStatus.PARTIALLY_RECEIVED',
  RECEIVED: 'rcv.noticeStatus.RECEIVED',
} as const satisfies Record<string, MessageId>;
const noticeStatus = (status: string) => (status in NOTICE_STATUS ? t(NOTICE_STATUS[status as keyof typeof NOTICE_STATUS]) : status);

/**
 * One-scan receipt (page `receivingScan`): scan a pallet's SSCC and everything on it is
 * received as one goods receipt with put-away; a carton's SSCC receives that carton; F9 records the
 * next scanned carton as missing. Each scan posts through usePosting (a reload replays it).
 */
export default function ReceivingScan() {
  const [params] = useSearchParams();
  const arrivalId = Number(params.get('arrival')) > 0 ? Number(params.get('arrival')) : null;
  const queryClient = useQueryClient();
  const packagesKey = ['zrec-packages', arrivalId];
  const packages = useQuery({
    queryKey: packagesKey,
    queryFn: () => call(rec.arrivalPackagesJson, { params: { arrivalId: arrivalId ?? 0 } }),
    enabled: arrivalId !== null,
  });
  const posting = usePosting<ReceivingState, ReceivingEvent, ReceivingRequest, Answer>({
    flow: { name, step },
    instance: arrivalId ? `dock-${arrivalId}` : 'dock',
    start: arrivalId ? initialUnloading : initial,
    send: async (key, request): Promise<Answer> => {
      if (request.kind === 'missing') return { kind: 'missing', result: await missing(key, request.sscc) };
      if (request.kind === 'unload' && arrivalId)
        return { kind: 'unload', sscc: request.sscc, result: await unload(key, arrivalId, request.sscc) };
      return { kind: 'receive', result: await receive(key, request.sscc) };
    },
    onPosted: answerEvent,
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;

  const onScan = async (text: string) => {
    // with a truck chosen, a scan that is no SSCC is checked against the truck (validate-receiving-material)
    if (arrivalId && !ssccOf(text) && state.step !== 'posting') {
      try {
        const result = await call(rec.validateReceivingMaterial, { query: { arrivalId, scan: text.trim() } });
        dispatch({ type: 'CHECKED', result });
      } catch (error) {
        showAlert('danger', errorText(error));
      }
      return;
    }
    const answer = await postStep(posting, step, { type: 'SSCC', text }, (next) => next.pending, answerEvent);
    if (answer) {
      if (answer.kind === 'unload') queryClient.setQueryData(packagesKey, answer.result);
      else if (arrivalId) void queryClient.invalidateQueries({ queryKey: packagesKey });
    }
  };
  const last = state.last;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={state.step === 'unload' ? t('rcv.titleUnload') : t('rcv.titleScan')} titleLink={href('receivingHome')} />
      {last?.kind === 'receive' ? (
        <div className="wm-success" role="status">
          <p>{t('rcv.received', { kind: t(PACKAGE_KIND[last.result.kind]), sscc: last.result.sscc, matDoc: last.result.matDoc })}</p>
          <ul className="wm-summary" aria-label={t('rcv.lastReceipt')}>
            <SummaryItem label={t('rcv.shippingNotice')}>{last.result.asnNumber}</SummaryItem>
            <SummaryItem label={t('rcv.cartons')}>{last.result.cartons.length}</SummaryItem>
            <SummaryItem label={t('rcv.quantity')}>{showQuantity(last.result.quantity)}</SummaryItem>
            <SummaryItem label={t('rcv.serials')}>{last.result.serialCount}</SummaryItem>
            <SummaryItem label={t('rcv.putaway')}>{last.result.transferOrder ?? last.result.putawayWarning ?? '-'}</SummaryItem>
            <SummaryItem label={t('rcv.noticeStatusLabel')}>{noticeStatus(last.result.asnStatus)}</SummaryItem>
          </ul>
        </div>
      ) : null}
      {last?.kind === 'missing' ? (
        <p className="wm-success" role="status">
          {t('rcv.missingRecorded', { sscc: last.sscc, asn: last.asnNumber, status: noticeStatus(last.asnStatus) })}
        </p>
      ) : null}
      {last?.kind === 'unload' ? (
        <p className="wm-success" role="status">
          {t('rcv.unloaded', { sscc: last.sscc, unloaded: last.result.unloaded, toUnload: last.result.toUnload })}
        </p>
      ) : null}
      {state.check ? (
        <p className={state.check.expected ? 'wm-success' : 'sp-error-text'} role="status" aria-label={t('rcv.check')}>
          {state.check.expected ? t('rcv.checkExpected') : t('rcv.checkNotExpected')} {state.check.message}
        </p>
      ) : null}
      <ScanInput
        key={state.step}
        label={t(SCAN_FIELDS[state.step].label)}
        placeholder={t(SCAN_FIELDS[state.step].placeholder)}
        inputMode="numeric"
        onScan={onScan}
        error={state.error}
        busy={posting.posting}
      />
      {arrivalId ? <TruckPackages arrivalId={arrivalId} data={packages.data} error={packages.error} /> : null}
      {state.step === 'posting' ? <PostingBusy /> : null}
      {last?.kind === 'receive' && last.result.transferOrder ? (
        <p>
          <Link to={href('putaway')}>{t('rcv.putAwayOrder', { order: last.result.transferOrder })}</Link>
        </p>
      ) : null}
      <BottomBar
        actions={{
          ...(arrivalId
            ? {
                previous: {
                  run: () => dispatch({ type: 'UNLOAD_MODE' }),
                  label: state.step === 'unload' ? t('rcv.modeReceive') : t('rcv.modeUnload'),
                },
              }
            : {}),
          next: {
            run: () => dispatch({ type: 'MISSING_MODE' }),
            label: state.step === 'missing' ? t('rcv.modeReceive') : t('rcv.modeMissing'),
          },
        }}
      />
    </div>
  );
}

const packageState = (p: ArrivalPackages['packages'][number]) =>
  p.receivedMatDoc
    ? t('rcv.packageReceived', { matDoc: p.receivedMatDoc })
    : p.missing
      ? t('rcv.packageMissing')
      : p.unloadedAt
        ? t('rcv.packageUnloaded')
        : t('rcv.packageOnTruck');

/** The truck: plate, door, notice, and each pallet and carton with where it stands. */
function TruckPackages({ arrivalId, data, error }: { arrivalId: number; data: ArrivalPackages | undefined; error: unknown }) {
  if (error) return <p className="sp-error-text">{errorText(error)}</p>;
  if (!data) return <p className="wm-muted">{t('loading')}</p>;
  const a = data.arrival;
  return (
    <section aria-label={t('rcv.truck', { arrival: arrivalId })}>
      <p className="wm-muted">
        {t('rcv.truckPlate')} <span translate="no">{a.plate}</span> · {t('rcv.truckDoor', { door: a.door })}
        {a.asnNumber ? ` · ${t('rcv.arrivalNotice', { asn: a.asnNumber })}` : ''} ·{' '}
        {t('rcv.truckCartons', { toUnload: data.toUnload, unloaded: data.unloaded })}
      </p>
      <ul className="zrec-list" aria-label={t('rcv.packages')}>
        {data.packages.map((p) => (
          <li key={p.sscc}>
            {t(PACKAGE_KIND[p.kind])} <strong>{p.sscc}</strong>
            <span className="zrec-sub">{packageState(p)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
