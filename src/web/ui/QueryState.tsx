import { t } from '../../shared/i18n';
import { errorText } from '../../shared/messages';

/** What a query a screen waits for shows while it loads, and its error if it failed (or nothing). */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  return (
    <>
      {query.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      {query.isError ? (
        <p className="sp-error-text" role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
    </>
  );
}
