import { type FormEvent, useState } from 'react';
import * as command from '../../../shared/contracts/command/endpoints';
import { t } from '../../../shared/i18n';
import { call } from '../../api';
import { useNavigate } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { AlertLine } from '../../ui/AlertLine';
import { useActionError } from '../../ui/use-action';
import '../asn/asn.css';

/**
 * The transaction-code launcher (/command): type a tcode (MIGO, LS03N, LT12, MI07, ...) or a page
 * name and Enter; the server answers the screen from the access catalogue if the user holds the
 * grant, and the launcher opens it. `?t=MIGO` in the address opens at once.
 */
export default function Command() {
  const navigate = useNavigate();
  const [text, setText] = useState(() => new URLSearchParams(window.location.search).get('t') ?? '');
  const { busy, run, error } = useActionError();
  const errorId = 'command-error';
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      const found = await call(command.resolveCommand, { query: { q: text } });
      navigate(found.path);
    });
  };
  return (
    <Page title={t('cmd.title')}>
      <form onSubmit={go} aria-label={t('cmd.title')}>
        <label className="asn-field">
          {t('cmd.field')}
          <input
            // biome-ignore lint/a11y/noAutofocus: the launcher's one field
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('cmd.placeholder')}
            maxLength={60}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        <div id={errorId}>
          <AlertLine message={error} />
        </div>
        <button type="submit" className="ui-button ui-button-primary" disabled={busy || !text.trim()}>
          {t('cmd.open')}
        </button>
      </form>
    </Page>
  );
}
