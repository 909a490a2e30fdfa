import { useEffect, useRef, useState } from 'react';
import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiSerialCountResult, PiSummary } from '../../../shared/contracts/physical-inventory/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href, withQuery } from '../../../shared/pages';
import { call } from '../../api';
import { useNavigate, useParams, useSearchParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { useCommand } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DiscardButton, PostingBusy } from '../../ui/PostingControls';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { ScannedSerials } from '../../ui/serial-entry/ScannedSerials';
import { guardScan, useWmPreferences } from '../warehouse/handheld';
import { postStep } from '../warehouse/post-step';
import { documentAndBinFields, loadCountDocument, type PiCountField, PiCountTop } from './pi-parts';
import {
  compareWithBook,
  initial,
  name,
  type PiSerialCountEvent,
  type PiSerialCountState,
  type PiSerialCountStep,
  piSerialCountRequest,
  step,
} from './pi-serial-count.flow';
import { piDocumentStatus } from './pi-words';
import '../../ui/handheld/handheld-screen.css';
import './physical-inventory.css';

/** A serial count refuses a posted document before its first bin. */
const loadDocument = (piNumber: string) => loadCountDocument(piNumber, true);

/** The event of a posted bin. */
const posted = (result: PiSerialCountResult): PiSerialCountEvent => ({ type: 'POSTED', result });

/** One list of serials of the live comparison (found, missing or unexpected). */
function SerialList({ title, serials, tone }: { title: string; serials: string[]; tone: string }) {
  return (
    <section className={`pi-serial-list pi-serial-${tone}`} aria-label={title}>
      <h2>
        {title} <span data-testid={`pi-serial-${tone}-count`}>{serials.length}</span>
      </h2>
      <ul className="wm-serials" translate="no">
        {serials.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Serial count (page `piSerialCount`, optionally ?pi=&bin= from the search):
 * document, bin, then every serial in the bin; found / missing / unexpected live against the
 * book; F4 posts the bin's count (useCommand: a reload replays instead of counting twice).
 */
export default function PiSerialScan() {
  const [search] = useSearchParams();
  const posting = useCommand<
    PiSerialCountState,
    PiSerialCountEvent,
    NonNullable<ReturnType<typeof piSerialCountRequest>>,
    PiSerialCountResult
  >({
    flow: { name, step },
    instance: 'bin',
    start: initial,
    send: (idempotencyKey, request) =>
      call(pi.countPiSerials, { params: { piDocumentNumber: request.piNumber }, body: request.body }, { idempotencyKey }),
    onPosted: posted,
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  useWmPreferences(); // scan sound and vibration
  const guarded = guardScan((message) => dispatch({ type: 'ERROR', message }));

  const onDocument = async (code: string) => {
    const doc = await loadDocument(code);
    dispatch(doc);
  };
  const onBin = async (code: string, piNumber = state.piNumber) => {
    if (!piNumber) return;
    const serials = await call(pi.getPiBinSerials, { params: { piDocumentNumber: piNumber, bin: code.trim().toUpperCase() } });
    dispatch({ type: 'BIN', bin: code, serials });
  };
  // coming from the search: the document (and bin) are given; while they load, the field of the step
  // they lead to is there already and keeps what the operator scans meanwhile (the next bin or serial)
  const started = useRef(false);
  const [arriving, setArriving] = useState<PiSerialCountStep | null>(() =>
    search.get('pi') && state.step === 'document' ? (search.get('bin') ? 'serials' : 'bin') : null,
  );
  useEffect(() => {
    const given = search.get('pi');
    if (started.current || !given || state.step !== 'document') return;
    started.current = true;
    const bin = search.get('bin');
    void guarded(async () => {
      try {
        const doc = await loadDocument(given);
        dispatch(doc);
        if (bin) await onBin(bin, doc.piNumber);
      } finally {
        setArriving(null);
      }
    })('');
  });

  const done = () => postStep(posting, step, { type: 'DONE' }, piSerialCountRequest, posted);

  const fields: Partial<Record<PiSerialCountStep, PiCountField>> = {
    ...documentAndBinFields(
      state.nextBin,
      guarded(onDocument),
      guarded((code) => onBin(code)),
    ),
    serials: {
      label: t('pi.serial'),
      placeholder: t('pi.serialEveryScan'),
      onScan: (serial) => dispatch({ type: 'SERIAL', serial }),
    },
  };
  const field = fields[arriving ?? state.step];
  const live = compareWithBook(state);
  const shown = state.step === 'bin' && state.last ? state.last : state.step === 'serials' || state.step === 'posting' ? live : null;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('pi.serialCountTitle')} />
      <PiCountTop state={state} field={field} busy={posting.posting} waitingFor={arriving}>
        {state.bin ? <SummaryItem label={t('pi.inTheBook')}>{state.book.length}</SummaryItem> : null}
      </PiCountTop>
      {shown ? (
        <div className="pi-serial-lists">
          <SerialList title={t('pi.found')} serials={shown.found} tone="found" />
          <SerialList title={t('pi.missing')} serials={shown.missing} tone="missing" />
          <SerialList title={t('pi.unexpected')} serials={shown.unexpected} tone="unexpected" />
        </div>
      ) : null}
      {state.step === 'serials' ? (
        // a wrong or unknown scan never blocks the bin: it is taken back one by one, or the last one undone
        <ScannedSerials serials={state.scanned} onRemove={(serial) => dispatch({ type: 'UNSCAN', serial })} />
      ) : null}
      {state.step === 'posting' ? <PostingBusy /> : null}
      {state.step !== 'document' ? <DiscardButton disabled={posting.posting} onDiscard={() => posting.discard()} /> : null}
      <BottomBar
        actions={{
          stepBack: state.step === 'bin' || state.step === 'serials' ? () => dispatch({ type: 'BACK' }) : null,
          done: state.step === 'serials' ? { run: () => void done(), label: t('bin.doneCount', { count: state.scanned.length }) } : null,
        }}
      />
    </div>
  );
}

/**
 * Finding what to count by serial (page `piSerialSearch`):
 * `bin` scans a bin and lists the open documents holding it; `document` scans a document number.
 * Either opens the serial count with the document (and bin).
 */
export function PiSerialSearch() {
  const { searchtype } = useParams();
  const byBin = searchtype !== 'document';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<{ bin: string; docs: PiSummary[] } | null>(null);
  const open = (piNumber: string, bin?: string) => navigate(withQuery(href('piSerialCount'), { pi: piNumber, bin: bin || undefined }));
  const onScan = async (code: string) => {
    setError(null);
    try {
      if (!byBin) {
        const doc = await loadDocument(code);
        await open(doc.piNumber);
        return;
      }
      const bin = code.trim().toUpperCase();
      const page = await call(pi.searchPiDocuments, { query: { bin, pageSize: 20 } });
      const docs = page.items.filter((d) => d.status !== 'POSTED');
      if (docs.length === 0) setError(t('pi.noOpenDocumentForBin', { bin }));
      else if (docs.length === 1) await open((docs[0] as PiSummary).piNumber, bin);
      else setFound({ bin, docs });
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={byBin ? t('pi.serialFindByBin') : t('pi.serialFindByDocument')} />
      <ScanInput
        key={searchtype}
        label={byBin ? t('pi.bin') : t('pi.piDocument')}
        placeholder={byBin ? t('pi.serialBinScan') : t('pi.piDocumentScan')}
        onScan={onScan}
        error={error}
      />
      {found ? (
        <ul className="pi-serial-docs" aria-label={t('pi.openDocuments')}>
          {found.docs.map((d) => (
            <li key={d.piNumber}>
              <button type="button" className="ui-button wm-wide" onClick={() => void open(d.piNumber, found.bin)}>
                {d.piNumber} · {piDocumentStatus(d.status)} · {t('pi.binCount', { count: d.binCount })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}
