import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { mailStatus } from './schemas';

/** E-mail for administrators (ADMIN/SU01): is it on, the outbox's counts, dead letters sent again. */
const BASE = '/supplier/api/admin/mail';

export const getMailStatus = endpointsFor('GET', grant('ADMIN', 'SU01'))(
  BASE,
  'E-mail: on or off, the outbox (queued, sent, dead) and its dead letters',
  {
    response: mailStatus,
  },
);
export const resendMail = endpointsFor('POST', grant('ADMIN', 'SU01'))(`${BASE}/:mailId/resend`, 'Queue a dead letter again', {
  params: z.object({ mailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: mailStatus,
});
