import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/document-locks/endpoints';
import { documentLockStatus, lockDocument, unlockDocument } from '../domain/document-locks/document-locks';
import { handle } from '../http/route';

/** Vendor-portal document lock and unlock by {documentId} (MM/ME23N: whoever may read the purchase order). */
export async function documentLockRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.documentLockStatus, ({ db, user, params }) => documentLockStatus(db, user, params.documentId));
  handle(app, e.lockDocument, ({ db, user, params, request }) => lockDocument(db, { ...user, ip: request.ip }, params.documentId));
  handle(app, e.unlockDocument, ({ db, user, params, request }) => unlockDocument(db, { ...user, ip: request.ip }, params.documentId));
}
