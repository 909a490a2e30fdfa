import { t } from '../../../shared/i18n';
import { PRINT_APP_DOWNLOAD } from '../../../shared/menu';
import { Page } from '../../shell/ShellLayout';

/** The print app: a small program that sends the portal's ZPL labels to a network label printer. */
export function PrinterApp() {
  return (
    <Page title={t('prof.printAppTitle')}>
      <p>{t('prof.printAppIntro')}</p>
      <p>
        <a className="sp-btn sp-btn-primary" href={PRINT_APP_DOWNLOAD} download>
          {t('downloadPrintApp')}
        </a>
      </p>
      <h2 className="sp-section-title">{t('prof.printAppUse')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls sideways and must take the focus to be scrolled by keyboard */}
      <pre className="sp-code" tabIndex={0} translate="no">
        {`node portal-print-helper.mjs --printer 192.168.1.50 --test
node portal-print-helper.mjs --printer 192.168.1.50 --watch ~/Downloads`}
      </pre>
      <p className="sp-muted">{t('prof.printAppWatch')}</p>
    </Page>
  );
}
