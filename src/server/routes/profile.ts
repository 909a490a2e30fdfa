import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/profile/endpoints';
import { buildMenu, defaultPageOptions } from '../../shared/menu';
import { issueQrLoginToken, QR_TOKEN_SECONDS } from '../domain/auth/qr-login';
import { endOtherSessions, endSession, listSessions } from '../domain/auth/session-list';
import { changeOwnPassword } from '../domain/profile/change-own-password';
import { setDefaultPage } from '../domain/profile/default-page';
import { readPreferences, writePreferences } from '../domain/profile/preferences';
import { getProfile, updateProfile } from '../domain/profile/profile';
import { sessionPolicy } from '../http/auth';
import { handle } from '../http/route';
import { printHelperFile } from '../print-helper/print-helper';
import { requestOrigin } from './auth';

/** Profile, menu, default page, handheld sign-in codes, preferences and the print app download. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // spec: GET of the profile-menu path returns nested {desc, url, sub_links}
  handle(app, e.menu, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return buildMenu(user);
  });
  handle(app, e.getProfile, async ({ db, user }) => getProfile(db, user.userId));
  handle(app, e.updateProfile, async ({ db, user, body, request }) => updateProfile(db, user.userId, body, request.ip));
  handle(app, e.changePassword, async ({ db, user, body, request }) => {
    await changeOwnPassword(db, user.userId, user.sessionHash, body, request.ip);
    return { ok: true as const };
  });

  // "My sessions": this user's devices and handhelds; ending one signs it out at its next request
  handle(app, e.mySessions, async ({ db, user }) => listSessions(db, user.userId, sessionPolicy(app), user.sessionHash));
  handle(app, e.endMySession, async ({ db, user, params, request }) => {
    await endSession(db, { userId: user.userId, ip: request.ip }, user.userId, params.sessionId);
    return listSessions(db, user.userId, sessionPolicy(app), user.sessionHash);
  });
  handle(app, e.endMyOtherSessions, async ({ db, user, request }) => {
    await endOtherSessions(db, { userId: user.userId, ip: request.ip }, user.userId, user.sessionHash);
    return listSessions(db, user.userId, sessionPolicy(app), user.sessionHash);
  });

  handle(app, e.defaultPages, async ({ user }) =>
    defaultPageOptions(user).map((o) => ({ desc: o.desc, url: o.url, selected: o.url === user.defaultPage })),
  );
  handle(app, e.setDefaultPage, async ({ db, user, body }) => {
    const allowed = defaultPageOptions(user).map((o) => o.url);
    await setDefaultPage(db, user.userId, body.url, allowed);
    return { url: body.url };
  });

  // a QR code that signs a handheld in as this user (single use, two minutes)
  handle(app, e.handheldCode, async ({ db, user, request }) => {
    const { token, expiresAt } = await issueQrLoginToken(db, user.userId, request.ip);
    const url = `${requestOrigin(request)}/supplier/bauth?token=${token}`;
    const { default: QRCode } = await import('qrcode'); // loaded on first use, not at start
    const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return {
      url,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expiresAt: expiresAt.toISOString(),
      seconds: QR_TOKEN_SECONDS,
    };
  });

  handle(app, e.readPreferences, async ({ db, user, params }) => readPreferences(db, user.userId, params.area));
  handle(app, e.writePreferences, async ({ db, user, params, body }) => writePreferences(db, user.userId, params.area, body));

  // the print helper: a small program for the label printer next to a workstation
  handle(app, e.printHelper, async ({ request, reply }) => {
    const file = printHelperFile(requestOrigin(request));
    return reply
      .type('text/javascript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
}
