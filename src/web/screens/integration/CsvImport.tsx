import { useMemo, useState } from 'react';
import { csvExample, csvRecordToRow } from '../../../shared/contracts/integration/csv';
import * as e from '../../../shared/contracts/integration/endpoints';
import { IMPORT_KINDS, type ImportKind } from '../../../shared/contracts/integration/schemas';
import { type MessageId, showNumber, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call, newIdempotencyKey } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { HeaderRow } from '../../ui/ListTable';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { parseCsv } from './csv-parse';
import { chunkRows, type LineError, toLineErrors } from './import-chunks';
import './import.css';

/** Every kind by its label's key (a Record: a new kind without a label does not compile). */
const LABEL = {
  materials: 'int.kindMaterials',
  bins: 'int.kindBins',
  vendors: 'int.kindVendors',
  customers: 'int.kindCustomers',
  'opening-stock': 'int.kindOpeningStock',
  'company-codes': 'int.kindCompanyCodes',
  plants: 'int.kindPlants',
  warehouses: 'int.kindWarehouses',
  'storage-locations': 'int.kindStorageLocations',
  'storage-types': 'int.kindStorageTypes',
  'bin-types': 'int.kindBinTypes',
  'material-groups': 'int.kindMaterialGroups',
  'cost-centers': 'int.kindCostCenters',
  carriers: 'int.kindCarriers',
  'shipping-profiles': 'int.kindShippingProfiles',
} as const satisfies Record<ImportKind, MessageId>;
/** The five kinds of the issue first, then the rest of the master data. */
const FIRST: ImportKind[] = ['materials', 'bins', 'vendors', 'customers', 'opening-stock'];
const KINDS: ImportKind[] = [...FIRST, ...IMPORT_KINDS.filter((k) => !FIRST.includes(k))];

interface Loaded {
  fileName: string;
  rows: Record<string, unknown>[];
}
type Preview = { errors: LineError[] } | null;

/** The file's rows checked chunk by chunk through the integration code (dry run, rolled back). */
async function checkAll(kind: ImportKind, rows: Record<string, unknown>[]): Promise<LineError[]> {
  const errors: LineError[] = [];
  for (const chunk of chunkRows(rows)) {
    const answer = await call(e.checkImport, { params: { kind }, body: { rows: chunk.rows } });
    errors.push(...toLineErrors(answer.errors, chunk.offset));
  }
  return errors;
}

/**
 * /supplier/admin/import: CSV files of master data and opening stock. Choose a kind, upload a file,
 * see the dry run's errors per line, then import in chunks with a progress bar. Example files per kind.
 */
export function CsvImport() {
  const [kind, setKind] = useState<ImportKind>('materials');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [preview, setPreview] = useState<Preview>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const example = useMemo(() => URL.createObjectURL(new Blob([csvExample(kind)], { type: 'text/csv' })), [kind]);

  const reset = () => {
    setLoaded(null);
    setPreview(null);
    setProgress(null);
    setMessage(null);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    const table = parseCsv(await file.text());
    const rows = table.records.map(csvRecordToRow);
    setLoaded({ fileName: file.name, rows });
    if (table.problems.length > 0) {
      setPreview({ errors: table.problems.map((p) => ({ line: p.line, field: '', message: p.message })) });
      return;
    }
    setBusy('checking');
    try {
      setPreview({ errors: await checkAll(kind, rows) });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!loaded) return;
    const chunks = chunkRows(loaded.rows);
    setBusy('importing');
    setMessage(null);
    setProgress({ done: 0, total: loaded.rows.length });
    let done = 0;
    try {
      for (const chunk of chunks) {
        await call(e.runImport, { params: { kind }, body: { rows: chunk.rows } }, { idempotencyKey: newIdempotencyKey() });
        done += chunk.rows.length;
        setProgress({ done, total: loaded.rows.length });
      }
      setMessage({ ok: true, text: t('int.imported', { count: done, file: loaded.fileName }) });
    } catch (error) {
      setMessage({ ok: false, text: t('int.importedThenFailed', { count: done, error: errorText(error) }) });
    } finally {
      setBusy(null);
    }
  };

  const errors = preview?.errors ?? [];
  return (
    <Page title={t('int.title')}>
      <div className="imp-form">
        <label className="imp-field">
          <span>{t('int.kind')}</span>
          <select
            className="sp-input"
            value={kind}
            onChange={(ev) => {
              setKind(ev.target.value as ImportKind);
              reset();
            }}
            disabled={busy !== null}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(LABEL[k])}
              </option>
            ))}
          </select>
        </label>
        <label className="imp-field">
          <span>{t('int.file')}</span>
          <input
            key={kind}
            type="file"
            accept=".csv,text/csv"
            disabled={busy !== null}
            onChange={(ev) => void choose(ev.target.files?.[0])}
          />
        </label>
        <a className="sp-btn" href={example} download={`${kind}-example.csv`}>
          {t('int.example')}
        </a>
      </div>

      {busy === 'checking' ? (
        <p className="sp-muted" role="status">
          {t('int.checking', { count: loaded?.rows.length ?? 0 })}
        </p>
      ) : null}
      {loaded && preview ? (
        <section aria-label={t('int.preview')}>
          <p>
            <span translate="no">{loaded.fileName}</span>: {t('int.summary', { rows: loaded.rows.length, errors: errors.length })}
          </p>
          {errors.length > 0 ? (
            <ScrollRegion className="ui-scroll-x">
              <table className="imp-errors">
                <caption>{t('int.errorsCaption')}</caption>
                <thead>
                  <HeaderRow columns={[t('int.colLine'), t('int.colField'), t('int.colError')]} />
                </thead>
                <tbody>
                  {errors.slice(0, 200).map((err) => (
                    <tr key={`${err.line}|${err.field}|${err.message}`}>
                      <td>{showNumber(err.line)}</td>
                      <td translate="no">{err.field}</td>
                      <td>{err.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : (
            <button type="button" className="sp-btn sp-btn-primary" disabled={busy !== null} onClick={() => void runImport()}>
              {t('int.import', { count: loaded.rows.length })}
            </button>
          )}
        </section>
      ) : null}
      {progress ? (
        <div className="imp-progress">
          <progress aria-label={t('int.progress')} value={progress.done} max={progress.total} />
          <span>{t('int.progressCount', { done: progress.done, total: progress.total })}</span>
        </div>
      ) : null}
      {message ? (
        <p className={message.ok ? 'imp-done' : 'sp-error-text'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </Page>
  );
}
