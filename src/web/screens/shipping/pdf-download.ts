import { t } from '../../../shared/i18n';
import { ApiError, refusalOf } from '../../api';
import { saveFile } from '../../ui/save-file';

/**
 * Downloads a PDF the server draws (and records in the document history) and hands it to the browser
 * as a file: the screen knows when it is done (its history shows the new row) and shows a refusal in
 * words instead of an error page in a new tab.
 */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/pdf, application/json' } });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: t('networkError') });
  }
  if (!response.ok) throw refusalOf(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), fileName);
}
