import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths';

const TEMPLATE = readFileSync(join(PROJECT_ROOT, 'src/server/print-helper/portal-print-helper.mjs'), 'utf8');

/** The print helper program, with this portal's origin written in, as the download serves it. */
export function printHelperFile(origin: string): { name: string; content: string } {
  const content = TEMPLATE.replaceAll('__PORTAL_ORIGIN_JSON__', JSON.stringify(origin)).replaceAll(
    '__PORTAL_ORIGIN__',
    origin.replace(/[\r\n]/g, ''),
  );
  return { name: 'portal-print-helper.mjs', content };
}
