import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import type { FindingResult, LotDetail } from '../../../shared/contracts/quality/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { readOptionalQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { Link, useLocation, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { SummaryItem } from '../../ui/SummaryItem';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { INSPECTION_STEPS, type InspectionStep, IQMS, lotDetailPath, STEP_TITLES, StateBadge, serialStepPath } from './quality-parts';
import '../../ui/handheld/handheld-screen.css';
import './quality.css';

/** Which lot and serial a per-serial path names (prd, mprd, nsrlprd, mtrl) and which step it shows. */
function useInspectionTarget() {
  const p = useParams();
  const { pathname } = useLocation();
  const kind = pathname.slice(IQMS.length + 1).split('/')[0] ?? 'prd';
  const stepName = pathname.split('/').at(-1) as InspectionStep;
  const prodcat = p.prodcat ?? '';
  // prd: a serial; mprd: a serial of a manual-parts lot; nsrlprd / mtrl: a non-serialized lot (srlno is the lot number)
  if (kind === 'prd') return { kind, prodcat, serial: p.srlno ?? '', lot: undefined, step: stepName, documentReference: undefined };
  if (kind === 'mprd') return { kind, prodcat, serial: p.srlno ?? '', lot: p.lotnum, step: stepName, documentReference: undefined };
  return {
    kind,
    prodcat,
    serial: undefined,
    lot: p.srlno ?? '',
    step: stepName,
    documentReference: kind === 'mtrl' ? p.docnum : undefined,
  };
}

/**
 * Inspection of one serial (iqms/prd/:prodcat/:srlno/..., mprd/... for manual parts) or of a
 * non-serialized lot (nsrlprd/..., mtrl/... with its document reference): assign defects from the
 * catalogue, record a repair and the part it consumed, write the summary, validate (sign-off).
 */
export default function Inspection() {
  const target = useInspectionTarget();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the serial decides its lot and so the product category; an address naming another category is corrected
  const serialQuery = useQuery({
    queryKey: ['iqms-serial', target.serial, target.lot],
    enabled: !!target.serial,
    queryFn: () =>
      call(q.getSerialInspection, {
        params: { serial: target.serial as string },
        query: target.lot ? { lot: target.lot } : {},
      }),
  });
  const lotQuery = useQuery({
    queryKey: ['iqms-lot', target.lot],
    enabled: !target.serial && !!target.lot,
    queryFn: () => call(q.getLot, { params: { lotNumber: target.lot as string } }),
  });
  const lot: LotDetail | undefined = serialQuery.data?.lot ?? lotQuery.data;
  const serial = serialQuery.data?.serial;
  const error = serialQuery.error ?? lotQuery.error;
  const base = pathname.slice(0, pathname.lastIndexOf('/'));
  const lotProdcat = serialQuery.data?.lot.prodcat;
  useEffect(() => {
    if (!lotProdcat || !target.serial || lotProdcat === target.prodcat) return;
    navigate(serialStepPath(lotProdcat, target.serial, target.step, target.lot), { replace: true });
  }, [lotProdcat, target.serial, target.prodcat, target.step, target.lot, navigate]);
  const refresh = (result: FindingResult, text: string) => {
    toastSuccess(text);
    void queryClient.invalidateQueries({ queryKey: ['iqms-serial'] });
    void queryClient.invalidateQueries({ queryKey: ['iqms-lot'] });
    return result;
  };
  // the spec's paths: every step for serials (prd, mprd); defects and summary for material level (mtrl); defects only (nsrlprd)
  const steps = INSPECTION_STEPS.filter(
    (s) => target.kind === 'prd' || target.kind === 'mprd' || s === 'assigndefects' || (target.kind === 'mtrl' && s === 'summary'),
  );
  const stepIndex = steps.indexOf(target.step);
  const go = (step: InspectionStep | undefined) => step && navigate(`${base}/${step}`);
  const title = target.serial ? t('qm.serialOf', { serial: target.serial }) : t('qm.lotOf', { lot: target.lot ?? '' });
  const stepTitle = Object.hasOwn(STEP_TITLES, target.step) ? t(STEP_TITLES[target.step]) : t('qm.inspection');
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('qm.inspectionTitle', { step: stepTitle, what: title })} />
      <nav className="qm-tabs" aria-label={t('qm.inspectionSteps')}>
        {steps.map((s) => (
          <Link key={s} to={`${base}/${s}`} aria-current={s === target.step ? 'page' : undefined}>
            {t(STEP_TITLES[s])}
          </Link>
        ))}
      </nav>
      {error ? <p className="sp-error-text">{errorText(error)}</p> : null}
      {lot ? (
        <ul className="wm-summary" aria-label={t('qm.inspection')}>
          <SummaryItem label={t('qm.lot')}>
            <Link to={lotDetailPath(lot.prodcat, lot.lotNumber, lot.serialized && target.kind === 'prd')}>{lot.lotNumber}</Link>{' '}
            <StateBadge state={lot.status} />
          </SummaryItem>
          <SummaryItem label={t('qm.material')}>
            <span translate="no">{lot.material}</span>
          </SummaryItem>
          {serial ? (
            <SummaryItem label={t('qm.serial')}>
              <span translate="no">{serial.serial}</span> <StateBadge state={serial.state} />{' '}
              {t('qm.findingsCount', { defects: serial.defects, repairs: serial.repairs })}
            </SummaryItem>
          ) : null}
          {serial?.locked ? (
            <SummaryItem label={t('qm.locked')}>
              {serial.lockReason ? <span translate="no">{serial.lockReason}</span> : t('qm.noReasonRecorded')}
            </SummaryItem>
          ) : null}
        </ul>
      ) : null}
      {lot && target.step === 'assigndefects' ? (
        <DefectsStep lot={lot} serial={target.serial} prodcat={lot.prodcat} documentReference={target.documentReference} onDone={refresh} />
      ) : null}
      {lot && target.step === 'repair' ? <RepairStep lot={lot} serial={target.serial} onDone={refresh} /> : null}
      {lot && target.step === 'summary' ? (
        <SummaryStep lot={lot} serial={target.serial} initial={serial?.summary ?? lot.note} onDone={refresh} />
      ) : null}
      {lot && target.step === 'validate' && target.serial ? <ValidateStep lot={lot} serial={target.serial} onDone={refresh} /> : null}
      <BottomBar
        actions={{
          previous: stepIndex > 0 ? { run: () => go(steps[stepIndex - 1]), label: t('qm.previousStep') } : null,
          next: stepIndex < steps.length - 1 ? { run: () => go(steps[stepIndex + 1]), label: t('qm.nextStep') } : null,
        }}
      />
    </div>
  );
}

type Done = (result: FindingResult, text: string) => FindingResult;

function useSubmit() {
  const post = useKeyedPosting();
  const action = useAction(alertError);
  const run = <R,>(body: unknown, send: (key: string) => Promise<R>): Promise<R | null> => action.run(() => post(body, send));
  return { busy: action.busy, run };
}

function DefectsStep(props: {
  lot: LotDetail;
  serial: string | undefined;
  prodcat: string;
  documentReference: string | undefined;
  onDone: Done;
}) {
  const catalogue = useQuery({
    queryKey: ['iqms-catalogue', props.lot.prodcat],
    queryFn: () => call(q.getCatalogue, { query: { prodcat: props.lot.prodcat } }),
  });
  const groups = catalogue.data?.groups ?? [];
  const [group, setGroup] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const { busy, run } = useSubmit();
  const current = groups.find((g) => g.codeGroup === group) ?? groups[0];
  const chosenCode = current?.codes.find((c) => c.code === code)?.code ?? current?.codes[0]?.code ?? '';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !chosenCode) return;
    const body = {
      ...(props.serial ? { serial: props.serial } : {}),
      prodcat: props.prodcat,
      defects: [{ codeGroup: current.codeGroup, code: chosenCode, ...(note.trim() ? { note: note.trim() } : {}) }],
      ...(props.documentReference ? { documentReference: props.documentReference } : {}),
    };
    const result = await run(body, (idempotencyKey) =>
      call(q.assignDefects, { params: { lotNumber: props.lot.lotNumber }, body }, { idempotencyKey }),
    );
    if (result) {
      props.onDone(result, t('qm.defectAssigned', { group: current.codeGroup, code: chosenCode }));
      setNote('');
    }
  };
  const mine = props.lot.defects.filter((d) => d.serial === (props.serial ?? null));
  return (
    <form className="qm-form" onSubmit={onSubmit} aria-label={t('qm.assignDefect')}>
      <label>
        {t('qm.codeGroup')}
        <select aria-label={t('qm.codeGroup')} value={current?.codeGroup ?? ''} onChange={(e) => setGroup(e.target.value)}>
          {groups.map((g) => (
            <option key={g.codeGroup} value={g.codeGroup} translate="no">
              {g.codeGroup} {g.description}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('qm.defect')}
        <select aria-label={t('qm.defect')} value={chosenCode} onChange={(e) => setCode(e.target.value)}>
          {(current?.codes ?? []).map((c) => (
            <option key={c.code} value={c.code} translate="no">
              {c.code} {c.description}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('qm.note')}
        <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy || !chosenCode}>
        {t('qm.assignDefect')}
      </button>
      <ul className="qm-list" aria-label={t('qm.assignedDefects')} translate="no">
        {mine.map((d) => (
          <li key={d.defectId}>
            {d.codeGroup}/{d.code} {d.description} {d.note ? `(${d.note})` : ''}
          </li>
        ))}
      </ul>
    </form>
  );
}

function RepairStep(props: { lot: LotDetail; serial: string | undefined; onDone: Done }) {
  const [action, setAction] = useState('');
  const [part, setPart] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [sloc, setSloc] = useState('0002');
  const [bin, setBin] = useState('');
  const { busy, run } = useSubmit();
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // the part quantity as the reader writes it ("1,5" in German); unreadable: said at the field, nothing sent
    const partQuantity = part.trim() ? readOptionalQuantity(quantity) : '';
    if (partQuantity === null) {
      setQuantityError(unreadableQuantity(quantity));
      return;
    }
    setQuantityError(null);
    const body = {
      ...(props.serial ? { serial: props.serial } : {}),
      action: action.trim(),
      ...(part.trim()
        ? { part: { material: part.trim(), quantity: partQuantity, sloc: sloc.trim(), ...(bin.trim() ? { bin: bin.trim() } : {}) } }
        : {}),
    };
    const result = await run(body, (idempotencyKey) =>
      call(q.recordRepair, { params: { lotNumber: props.lot.lotNumber }, body }, { idempotencyKey }),
    );
    if (result) {
      props.onDone(result, result.matDoc ? t('qm.repairRecordedPart', { matDoc: result.matDoc }) : t('qm.repairRecorded'));
      setAction('');
      setPart('');
    }
  };
  const mine = props.lot.repairs.filter((r) => r.serial === (props.serial ?? null));
  return (
    <form className="qm-form" onSubmit={onSubmit} aria-label={t('qm.recordRepair')}>
      <label>
        {t('qm.repairAction')}
        <input value={action} maxLength={500} required onChange={(e) => setAction(e.target.value)} />
      </label>
      <label>
        {t('qm.partConsumed')}
        <input value={part} autoComplete="off" onChange={(e) => setPart(e.target.value)} />
      </label>
      <label>
        {t('qm.partQuantity')}
        <input
          value={quantity}
          type="text"
          inputMode="decimal"
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? 'qm-part-quantity-error' : undefined}
          onChange={(e) => {
            setQuantity(e.target.value);
            setQuantityError(null);
          }}
        />
      </label>
      {quantityError ? (
        <p id="qm-part-quantity-error" className="sp-error-text" role="alert">
          {quantityError}
        </p>
      ) : null}
      <label>
        {t('qm.partFromSloc')}
        <input value={sloc} onChange={(e) => setSloc(e.target.value)} />
      </label>
      <label>
        {t('qm.partFromBin')}
        <input value={bin} onChange={(e) => setBin(e.target.value)} />
      </label>
      <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy || !action.trim()}>
        {t('qm.recordRepair')}
      </button>
      <ul className="qm-list" aria-label={t('qm.recordedRepairs')}>
        {mine.map((r) => (
          <li key={r.repairId}>
            <span translate="no">{r.action}</span>
            {r.partMaterial
              ? ` ${t('qm.repairPart', { material: r.partMaterial, quantity: showQuantity(r.partQuantity ?? '0'), matDoc: r.matDoc ?? '' })}`
              : ''}
          </li>
        ))}
      </ul>
    </form>
  );
}

function SummaryStep(props: { lot: LotDetail; serial: string | undefined; initial: string; onDone: Done }) {
  const [summary, setSummary] = useState<string | null>(null);
  const text = summary ?? props.initial;
  const { busy, run } = useSubmit();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...(props.serial ? { serial: props.serial } : {}), summary: text.trim() };
    const result = await run(body, (idempotencyKey) =>
      call(q.saveSummary, { params: { lotNumber: props.lot.lotNumber }, body }, { idempotencyKey }),
    );
    if (result) props.onDone(result, t('qm.summarySaved'));
  };
  return (
    <form className="qm-form" onSubmit={onSubmit} aria-label={t('qm.stepSummary')}>
      <label>
        {t('qm.summaryOfFindings')}
        <textarea rows={5} maxLength={2000} value={text} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy}>
        {t('qm.saveSummary')}
      </button>
    </form>
  );
}

function ValidateStep(props: { lot: LotDetail; serial: string; onDone: Done }) {
  const { busy, run } = useSubmit();
  const s = props.lot.serials.find((x) => x.serial === props.serial);
  const onValidate = async () => {
    const body = { serial: props.serial };
    const result = await run(body, (idempotencyKey) =>
      call(q.validateFindings, { params: { lotNumber: props.lot.lotNumber }, body }, { idempotencyKey }),
    );
    if (result) props.onDone(result, t('qm.serialValidated', { serial: props.serial }));
  };
  return (
    <section aria-label={t('qm.stepValidate')}>
      <ul className="qm-list">
        {props.lot.defects
          .filter((d) => d.serial === props.serial)
          .map((d) => (
            <li key={d.defectId}>
              {t('qm.defectLabel')}{' '}
              <span translate="no">
                {d.codeGroup}/{d.code} {d.description}
              </span>
            </li>
          ))}
        {props.lot.repairs
          .filter((r) => r.serial === props.serial)
          .map((r) => (
            <li key={r.repairId}>
              {t('qm.repairLabel')} <span translate="no">{r.action}</span>
            </li>
          ))}
        {s?.summary ? (
          <li className="qm-summary">
            {t('qm.summaryLabel')}{' '}
            <span className="qm-summary-text" translate="no">
              {s.summary}
            </span>
          </li>
        ) : null}
      </ul>
      {props.lot.secondValidator ? <p className="wm-muted">{t('qm.secondValidator')}</p> : null}
      <button
        type="button"
        className="ui-button ui-button-primary wm-wide"
        disabled={busy || s?.state === 'VALIDATED' || !!s?.decision}
        onClick={onValidate}
      >
        {s?.state === 'VALIDATED' ? t('qm.validatedBy', { user: s.validatedBy ?? '' }) : t('qm.validateFindings')}
      </button>
    </section>
  );
}
