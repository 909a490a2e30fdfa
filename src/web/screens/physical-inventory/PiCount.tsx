import { useEffect, useRef } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { compareQuantities } from '../../../shared/quantity';
import { call } from '../../api';
import { Navigate, useLocation, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { useCommand } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DiscardButton, PostingBusy } from '../../ui/PostingControls';
import { SummaryItem } from '../../ui/SummaryItem';
import { guardScan, ScannedSerials, scanLookup, useWmPreferences } from '../warehouse/handheld';
import { postStep } from '../warehouse/post-step';
import {
  countPath,
  initial,
  name,
  type PiBinCount,
  type PiCountEvent,
  type PiCountRequest,
  type PiCountState,
  type PiCountStep,
  piCountRequest,
  step,
} from './pi-count.flow';
import { documentAndBinFields, loadCountDocument, type PiCountField, PiCountTop } from './pi-parts';
import '../../ui/handheld/handheld-screen.css';
import './physical-inventory.css';
import { showQuantity, t } from '../../../shared/i18n';

/** The event of a posted count. */
const posted = (result: PiCountResult): PiCountEvent => ({ type: 'POSTED', result });

/** The one count type: LI11 counts a bin's materials (serials have their own screen, pi/serialcount). */
const COUNT_TYPE = 'bin';
const COUNT_BASE = href('piCount', { counttype: COUNT_TYPE });

/**
 * Physical-inventory count (page `piCount`, wm/pi/count/:counttype): document, bin, material,
 * quantity; F4 is done with the bin, "Empty bin" asks before it counts every material 0; the next
 * bin in counting order is proposed (F9). Each count goes through useCommand (it posts nothing to the ledger), so a reload replays
 * instead of counting twice. A material being counted (`.../bin/:bin/item/:item`) and the empty-bin
 * question (`.../emptybin/:emptybin`) have addresses: reload keeps them, the browser's back steps back.
 */
export default function PiCount() {
  const { counttype } = useParams();
  if (counttype !== COUNT_TYPE) return <Navigate to={COUNT_BASE} replace />;
  return <PiCountScreen />;
}

/** The bin's current counts an empty-bin confirmation would set to 0 (counts of 0 lose nothing). */
async function binCounts(piNumber: string, bin: string): Promise<PiBinCount[]> {
  const doc = await call(pi.getPiDocument, { params: { piDocumentNumber: piNumber } });
  return doc.items
    .filter((i) => i.bin === bin && i.status !== 'POSTED' && i.countedQuantity !== null && compareQuantities(i.countedQuantity, '0') > 0)
    .map((i) => ({ material: i.material, quantity: i.countedQuantity as string }));
}

function PiCountScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const posting = useCommand<PiCountState, PiCountEvent, PiCountRequest, PiCountResult>({
    flow: { name, step },
    instance: COUNT_TYPE,
    start: initial,
    send: (idempotencyKey, request) => {
      const params = { piDocumentNumber: request.piNumber };
      return request.kind === 'empty'
        ? call(pi.confirmPiEmptyBin, { params, body: request.body }, { idempotencyKey })
        : call(pi.countPiItem, { params, body: request.body }, { idempotencyKey });
    },
    onPosted: posted,
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  useWmPreferences(); // scan sound and vibration

  // the step's address follows the state: deeper steps are pushed (back returns), the rest replaces
  const target = countPath(COUNT_BASE, state);
  useEffect(() => {
    const here = window.location.pathname;
    if (target && target !== here) navigate(target, { replace: target === COUNT_BASE || here !== COUNT_BASE });
  }, [target, navigate]);
  // the browser's back (or forward) to another address of the count: the step follows the address
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    const expected = countPath(COUNT_BASE, posting.state);
    if (!expected || expected === pathname) return;
    if (pathname === COUNT_BASE) dispatch({ type: 'BACK' });
    else navigate(expected, { replace: true });
  }, [pathname, posting.state, dispatch, navigate]);

  const guarded = guardScan((message) => dispatch({ type: 'ERROR', message }));
  /** Dispatches an event and posts the count it leads to (one posting of the longer flow). */
  const submitting = (event: PiCountEvent) => postStep(posting, step, event, piCountRequest, posted);

  const onDocument = async (code: string) => {
    dispatch(await loadCountDocument(code));
  };
  /** "Empty bin": the question first, naming the bin's counts it would set to 0 */
  const askEmpty = async () => {
    if (state.step !== 'material' || !state.piNumber || !state.bin) return;
    try {
      dispatch({ type: 'EMPTY_ASK', counts: await binCounts(state.piNumber, state.bin) });
    } catch (error) {
      dispatch({ type: 'ERROR', message: errorText(error) });
    }
  };
  const onMaterial = async (code: string) => {
    const scan = await scanLookup(code).catch(() => null);
    const match = scan?.matches.find((m) => m.kind === 'material');
    const found = match && match.kind === 'material' ? match : null;
    dispatch({ type: 'MATERIAL', material: found ? found.materialId : code, serialized: found?.serialized ?? false });
  };

  const fields: Partial<Record<PiCountStep, PiCountField>> = {
    ...documentAndBinFields(state.nextBin, guarded(onDocument), (bin) => dispatch({ type: 'BIN', bin })),
    material: { label: t('pi.material'), placeholder: t('pi.materialScan'), onScan: guarded(onMaterial), keepsScansWhileChecking: true },
    serials: {
      label: t('pi.serialOf', { material: state.material ?? '' }),
      placeholder: t('pi.serialScan'),
      onScan: (serial) => dispatch({ type: 'SERIAL', serial }),
    },
    quantity: {
      label: t('pi.countedQuantityOf', { material: state.material ?? '' }),
      inputMode: 'decimal',
      onScan: (text) => submitting({ type: 'QUANTITY', text }),
    },
  };
  const field = fields[state.step];
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('pi.countTitle')} />
      <PiCountTop state={state} field={field} busy={posting.posting}>
        {state.nextBin && state.step === 'bin' ? (
          <SummaryItem label={t('pi.nextBin')}>
            <span translate="no">{state.nextBin}</span>
          </SummaryItem>
        ) : null}
        {state.quantity && state.step === 'posting' ? (
          <SummaryItem label={t('pi.quantity')}>{showQuantity(state.quantity)}</SummaryItem>
        ) : null}
      </PiCountTop>
      {state.step === 'material' ? (
        <button type="button" className="ui-button wm-wide" disabled={posting.posting} onClick={() => void askEmpty()}>
          {t('pi.emptyBin')}
        </button>
      ) : null}
      {state.step === 'emptybin' && state.bin ? (
        <EmptyBinQuestion
          bin={state.bin}
          counts={state.binCounts}
          onYes={() => void submitting({ type: 'EMPTY' })}
          onNo={() => dispatch({ type: 'BACK' })}
          error={state.error}
        />
      ) : null}
      {state.step === 'serials' ? <ScannedSerials serials={state.serials} label={t('pi.countedSerials')} /> : null}
      {state.step === 'posting' ? <PostingBusy /> : null}
      {state.step !== 'document' ? <DiscardButton disabled={posting.posting} onDiscard={() => posting.discard()} /> : null}
      <BottomBar
        actions={{
          stepBack: ['bin', 'material', 'quantity', 'serials', 'emptybin'].includes(state.step) ? () => dispatch({ type: 'BACK' }) : null,
          done:
            state.step === 'material'
              ? { run: () => dispatch({ type: 'BIN_DONE' }), label: t('pi.binDone') }
              : state.step === 'serials'
                ? { run: () => void submitting({ type: 'SERIALS_DONE' }), label: t('bin.doneCount', { count: state.serials.length }) }
                : state.step === 'emptybin'
                  ? { run: () => void submitting({ type: 'EMPTY' }), label: t('pi.binIsEmpty') }
                  : null,
          next:
            state.step === 'material' || state.step === 'bin'
              ? { run: () => dispatch({ type: 'NEXT_BIN' }), label: t('pi.nextBin') }
              : null,
        }}
      />
    </div>
  );
}

/** The empty-bin question: which counts it sets to 0; "No" has the focus (a stray Enter keeps the counts). */
function EmptyBinQuestion({
  bin,
  counts,
  onYes,
  onNo,
  error,
}: {
  bin: string;
  counts: PiBinCount[];
  onYes: () => void;
  onNo: () => void;
  error: string | null;
}) {
  const replaced = counts.map((c) => `${c.material} ${showQuantity(c.quantity)}`).join(', ');
  return (
    <section className="pi-question" aria-label={t('pi.emptyBinOf', { bin })}>
      <p>{t('piEmptyBinQuestion', { bin })}</p>
      {counts.length > 0 ? <p>{t('piEmptyBinOverwrites', { counts: replaced })}</p> : null}
      {error ? (
        <p className="sp-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="ui-button ui-button-primary wm-wide" onClick={onYes}>
        {t('piEmptyBinConfirm')}
      </button>
      <button ref={focusOnMount} type="button" className="ui-button wm-wide" onClick={onNo}>
        {t('piEmptyBinKeep')}
      </button>
    </section>
  );
}
