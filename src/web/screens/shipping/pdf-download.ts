import { t } from '../../../shared/i18n';
import { ApiError } from '../../api';

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
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, {
      code: body?.code ?? `HTTP_${response.status}`,
      message: body?.message ?? t('httpError', { status: response.status }),
    });
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
