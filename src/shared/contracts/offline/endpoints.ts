import { endpoint, endpointsFor } from '../endpoint';
import * as c from './schemas';

/**
 * The handheld offline: the app shell's service worker and manifest (public files of the
 * build), and the per-plant snapshot the handheld validates scans against while the network is down.
 * The snapshot is 'signed-in' like the master-data reads it condenses, scoped in the query: a plant
 * outside the user's plants answers like an unknown one (404); stock and bins need a handheld stock
 * grant, orders MIGO, transfer orders LT12 (a part the user may not read is sent empty).
 */
export const serviceWorker = endpoint({
  method: 'GET',
  path: '/supplier/sw.js',
  access: 'public',
  summary: 'The app shell’s service worker',
  produces: 'text/javascript',
  internal: true,
});
export const webManifest = endpoint({
  method: 'GET',
  path: '/supplier/manifest.webmanifest',
  access: 'public',
  summary: 'The web app manifest (installable handheld app)',
  produces: 'application/octet-stream',
  internal: true,
});

export const getOfflineSnapshot = endpointsFor('GET', 'signed-in')(
  `${c.OFFLINE_API}/plants/:plantId/snapshot`,
  'A plant’s offline snapshot for the handheld (bins, stock, materials with GTINs, open orders and transfer orders); parts at the versions sent are left out; ETag',
  { params: c.snapshotParams, query: c.snapshotQuery, response: c.offlineSnapshot },
);
