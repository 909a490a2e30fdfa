import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { auditActions, auditExportSchema, auditPage, auditSearchSchema } from './schemas';

/**
 * The audit trail (ADMIN/AUDIT): administrators read all of it; a supplier administrator (a supplier
 * user holding ADMIN/AUDIT through a role) only what the users of its own vendor did.
 */
const read = endpointsFor('GET', grant('ADMIN', 'AUDIT'));
const BASE = '/supplier/api/admin/audit';

export const searchAudit = read(BASE, 'The audit trail by user, kind, plant, object and day, newest first', {
  query: auditSearchSchema,
  response: auditPage,
});
export const auditActionList = read(`${BASE}/actions`, 'The kinds of action the audit trail holds', {
  response: auditActions,
});
export const exportAudit = read(`${BASE}/export.csv`, 'The audit rows of a search as CSV (the reader’s dialect)', {
  query: auditExportSchema,
  produces: 'text/csv',
});
