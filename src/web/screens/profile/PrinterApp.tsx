import { t } from '../../../shared/i18n';
import { PRINT_APP_DOWNLOAD } from '../../../shared/menu';
import { Page } from '../../shell/ShellLayout';

/** The print app: a small program that sends the portal's ZPL labels to a network label printer. */
export function PrinterApp() {
  return (
    <Page title="Print App">
      <p>
        The print helper sends the labels the portal creates (ZPL files) to a Zebra or other ZPL label printer on your network. It is one
        file and needs Node.js 18 or newer on the workstation next to the printer.
      </p>
      <p>
        <a className="sp-btn sp-btn-primary" href={PRINT_APP_DOWNLOAD} download>
          {t('downloadPrintApp')}
        </a>
      </p>
      <h2 className="sp-section-title">Use</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls sideways and must take the focus to be scrolled by keyboard */}
      <pre className="sp-code" tabIndex={0} translate="no">
        {`node portal-print-helper.mjs --printer 192.168.1.50 --test
node portal-print-helper.mjs --printer 192.168.1.50 --watch ~/Downloads`}
      </pre>
      <p className="sp-muted">
        With --watch, every .zpl label you download from the portal is printed and moved to the folder's “printed” subfolder. The printer
        must accept raw printing on port 9100 (the default of network label printers); give another port as HOST:PORT.
      </p>
    </Page>
  );
}
