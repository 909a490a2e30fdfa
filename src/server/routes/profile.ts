import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/profile/endpoints';
import { buildMenu, defaultPageOptions } from '../../shared/menu';
import { deletePasskey, passkeyRegistrationOptions, registerPasskey } from '../domain/auth/passkeys';
import { issueQrLoginToken, QR_TOKEN_SECONDS } from '../domain/auth/qr-login';
import {
  confirmTotpEnrolment,
  disableTotp,
  renewRecoveryCodes,
  secondFactorStatus,
  startTotpEnrolment,
} from '../domain/auth/second-factor';
import { endOtherSessions, endSession, listSessions } from '../domain/auth/session-list';
import { changeOwnPassword } from '../domain/profile/change-own-password';
import { setDefaultPage } from '../domain/profile/default-page';
import { readPreferences, writePreferences } from '../domain/profile/preferences';
import { getProfile, updateProfile } from '../domain/profile/profile';
import { forgetShell, sessionPolicy } from '../http/auth';
import { handle } from '../http/route';
import { printHelperFile } from '../print-helper/print-helper';
import { relyingParty, requestOrigin } from './auth';

/** Profile, menu, default page, handheld sign-in codes, preferences and the print app download. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // spec: GET of the profile-menu path returns nested {desc, url, sub_links}
  handle(app, e.menu, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return buildMenu(user);
  });
  handle(app, e.getProfile, async ({ db, user }) => getProfile(db, user.userId));
  // the name and the language are in every page's shell: the next page comes from the server
  handle(app, e.updateProfile, async ({ db, user, body, request, reply }) => {
    const profile = await updateProfile(db, user.userId, body, request.ip);
    forgetShell(reply);
    return profile;
  });
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

  // the second factor: reachable by a session opened to enrol (http/auth.ts)
  const status = async (db: typeof app.ctx.db, user: { userId: number; secondFactorEnrolment?: true }) => ({
    ...(await secondFactorStatus(db, user.userId)),
    enrolment: user.secondFactorEnrolment === true,
  });
  handle(app, e.getSecondFactor, async ({ db, user, reply }) => {
    reply.header('cache-control', 'no-store');
    return status(db, user);
  });
  handle(app, e.startTotp, async ({ db, user, request, reply }) => {
    const { secret, uri } = await startTotpEnrolment(db, { userId: user.userId, ip: request.ip }, user.username, app.ctx.config.brand);
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    reply.header('cache-control', 'no-store');
    return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  });
  handle(app, e.confirmTotp, async ({ db, user, body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const recoveryCodes = await confirmTotpEnrolment(db, { userId: user.userId, ip: request.ip }, body.code);
    forgetShell(reply); // an enrolment session's shell shows only the enrolment
    return { recoveryCodes };
  });
  handle(app, e.disableTotp, async ({ db, user, body, request }) => {
    await disableTotp(db, { userId: user.userId, ip: request.ip }, body.code);
    return status(db, user);
  });
  handle(app, e.renewRecoveryCodes, async ({ db, user, body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return { recoveryCodes: await renewRecoveryCodes(db, { userId: user.userId, ip: request.ip }, body.code) };
  });

  handle(app, e.passkeyOptions, async ({ db, user, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const displayName = `${user.firstName} ${user.lastName}`.trim() || user.username;
    return {
      options: {
        ...(await passkeyRegistrationOptions(db, relyingParty(request), { userId: user.userId, username: user.username, displayName })),
      },
    };
  });
  handle(app, e.registerPasskey, async ({ db, user, body, request, reply }) => {
    await registerPasskey(db, relyingParty(request), { userId: user.userId, ip: request.ip }, body.response as never, body.name);
    forgetShell(reply); // an enrolment session's shell shows only the enrolment
    return { ...(await status(db, user)), enrolment: false };
  });
  handle(app, e.deletePasskey, async ({ db, user, params, request }) => {
    await deletePasskey(db, { userId: user.userId, ip: request.ip }, params.id);
    return status(db, user);
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
