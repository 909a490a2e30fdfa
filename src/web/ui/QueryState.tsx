import { errorText, messages } from '../../shared/messages';

/** What a query a screen waits for shows while it loads, and its error if it failed (or nothing). */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  return (
    <>
      {query.isPending ? <p className="sp-muted">{messages.loading}</p> : null}
      {query.isError ? <p className="sp-error-text">{errorText(query.error)}</p> : null}
    </>
  );
}
