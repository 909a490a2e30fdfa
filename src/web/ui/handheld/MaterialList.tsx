import type { ReactNode } from 'react';
import type { PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { BottomBar } from '../../shell/BottomBar';
import type { Posting } from '../../shell/use-posting';
import { DiscardButton } from '../PostingControls';
import type { MaterialListEvent, MaterialListState, S2sLine } from './material-list';

/** "3 EA" ("3 ST" in German): the quantity and the unit as the reader writes them. */
export function lineQuantity(l: S2sLine): string {
  return `${showQuantity(l.quantity)} ${unitSymbol(l.baseUnit)}`;
}

/** The material lines of a handheld list (stock to stock, goods issue to a cost centre); Remove until posted. */
export function MaterialLines({
  lines,
  label,
  posted,
  busy,
  onRemove,
}: {
  lines: S2sLine[];
  label: string;
  posted: boolean;
  busy: boolean;
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="mv-list" aria-label={label}>
      {lines.map((l, i) => (
        <li key={`${l.material}|${l.bin ?? ''}|${l.batch}`}>
          <div>
            <strong translate="no">{l.material}</strong> {lineQuantity(l)}
            <div className="wm-muted">
              {l.bin ? `${t('ui.lineBin', { bin: l.bin })} · ` : ''}
              {l.batch ? `${t('ui.lineBatch', { batch: l.batch })} · ` : ''}
              {l.reasonText ? <span translate="no">{l.reasonText}</span> : t('ui.lineNoReason')}
              {l.serials.length > 0 ? (
                <>
                  {' · '}
                  <span translate="no">{l.serials.join(', ')}</span>
                </>
              ) : null}
            </div>
          </div>
          {posted ? null : (
            <button
              type="button"
              className="ui-button"
              aria-label={t('ui.removeMaterial', { material: l.material })}
              disabled={busy}
              onClick={() => onRemove(i)}
            >
              {t('ui.remove')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The list page of a handheld material list (stock to stock, goods issue to a cost centre): what was
 * posted or went wrong, the lines (Remove until posted), the page's own buttons (`children`), Discard;
 * F2 adds more and F4 posts, after posting F4 starts a new list (`again`).
 */
export function MaterialListPage({
  state,
  label,
  busy,
  posted,
  onRemove,
  onDiscard,
  onAddMore,
  onPost,
  again,
  children,
}: {
  state: MaterialListState;
  label: string;
  busy: boolean;
  /** the success line once posted */
  posted: ReactNode;
  onRemove: (index: number) => void;
  onDiscard: () => void;
  onAddMore: () => void;
  onPost: () => void;
  again: { run: () => void; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      {state.result ? (
        <p className="wm-success" role="status">
          {posted}
        </p>
      ) : null}
      {state.error ? (
        <p className="wm-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <MaterialLines lines={state.lines} label={label} posted={!!state.result} busy={busy} onRemove={onRemove} />
      {state.lines.length === 0 ? <p className="wm-muted">{t('s2sNoLines')}</p> : null}
      {children}
      {state.result ? null : <DiscardButton disabled={busy} onDiscard={onDiscard} />}
      <BottomBar
        actions={
          state.result
            ? { done: { ...again, autoFocus: true } }
            : {
                stepBack: { run: onAddMore, label: t('ui.addMaterial'), disabled: busy },
                done: { run: onPost, label: busy ? t('ui.posting') : t('ui.post'), disabled: busy || state.lines.length === 0 },
              }
        }
      />
    </>
  );
}

/** Posts a material list once: POST, then the document of the state it leads to (none: nothing is sent). */
export async function postMaterialList<S extends MaterialListState, R>(
  flow: Pick<Posting<S, MaterialListEvent, PostMaterialDocumentRequest, R>, 'dispatch' | 'submit'>,
  documentOf: (state: S) => PostMaterialDocumentRequest | null,
): Promise<void> {
  const next = flow.dispatch({ type: 'POST' });
  const document = next.posting ? documentOf(next) : null;
  if (document) await flow.submit(document);
}

/** The line entry's onAdd: adds the line to the list, then (once it is on) `then`; a refusal is what the entry shows. */
export function addToList(flow: { dispatch: (event: MaterialListEvent) => MaterialListState }, then: () => void) {
  return (line: S2sLine): string | null => {
    const next = flow.dispatch({ type: 'ADD', line });
    if (!next.error) then();
    return next.error;
  };
}
