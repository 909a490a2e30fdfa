import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { documentLockParams, documentLockView } from './schemas';

/**
 * Vendor portal document lock and unlock by {documentId} (spec): while a supplier user edits a
 * purchase order's confirmation, the order is locked for the others of its vendor and for the
 * warehouse; a lock lapses after 15 minutes unless taken again. Whoever may read the order (ME23N)
 * may lock it; a lock held by another user is refused with who holds it and until when.
 */
const API = '/supplier/api/vendorportal/documents';
const read = endpointsFor('GET', grant('MM', 'ME23N'));
const write = endpointsFor('POST', grant('MM', 'ME23N'));

export const documentLockStatus = read(`${API}/:documentId/lock`, 'Who holds the lock of a document, if anyone', {
  params: documentLockParams,
  response: documentLockView,
});
export const lockDocument = write(`${API}/:documentId/lock`, 'Lock a document for editing (or extend your own lock)', {
  params: documentLockParams,
  response: documentLockView,
});
export const unlockDocument = write(`${API}/:documentId/unlock`, 'Release your lock of a document (administrators: any lock)', {
  params: documentLockParams,
  response: documentLockView,
});
