import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { passwordChangeSchema, preferenceAreas, preferencesSchema, profileSchema } from '../../shared/contracts/users';
import { buildMenu, defaultPageOptions } from '../../shared/menu';
import { issueQrLoginToken, QR_TOKEN_SECONDS } from '../domain/auth/qr-login';
import { changeOwnPassword } from '../domain/users/change-own-password';
import { setDefaultPage } from '../domain/users/default-page';
import { readPreferences, writePreferences } from '../domain/users/preferences';
import { getProfile, updateProfile } from '../domain/users/profile';
import { printHelperFile } from '../print-helper/print-helper';
import { requestOrigin } from './session';

/** Profile, menu, default page, handheld sign-in codes, preferences and the print app download. */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const me = (request: { user: { userId: number } | null }) => {
    if (!request.user) throw new Error('route reached without a session'); // the auth hook answers 401 first
    return request.user.userId;
  };

  // spec: GET of the profile-menu path returns nested {desc, url, sub_links}
  app.get('/supplier/profile/menu', async (request, reply) => {
    const user = request.user!;
    return reply.header('cache-control', 'private, no-cache').send(buildMenu(user));
  });

  app.get('/supplier/profile/edit.json', async (request) => getProfile(app.ctx.db, me(request)));
  app.post('/supplier/profile/edit.json', { schema: { body: profileSchema } }, async (request) =>
    updateProfile(app.ctx.db, me(request), request.body, request.ip),
  );
  app.post('/supplier/profile/password.json', { schema: { body: passwordChangeSchema } }, async (request) => {
    await changeOwnPassword(app.ctx.db, me(request), request.user!.sessionHash, request.body, request.ip);
    return { ok: true };
  });

  app.get('/supplier/DefaultPage/getList', async (request) => {
    const user = request.user!;
    return defaultPageOptions(user).map((o) => ({ desc: o.desc, url: o.url, selected: o.url === user.defaultPage }));
  });
  app.post('/supplier/DefaultPage/setPage', { schema: { body: z.object({ url: z.string().max(300) }) } }, async (request) => {
    const user = request.user!;
    const allowed = defaultPageOptions(user).map((o) => o.url);
    await setDefaultPage(app.ctx.db, user.userId, request.body.url, allowed);
    return { url: request.body.url };
  });

  // a QR code that signs a handheld in as this user (single use, two minutes)
  app.post('/supplier/profile/handheld.json', async (request, reply) => {
    const { token, expiresAt } = await issueQrLoginToken(app.ctx.db, me(request), request.ip);
    const url = `${requestOrigin(request)}/supplier/bauth?token=${token}`;
    const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply.header('cache-control', 'no-store').send({
      url,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expiresAt: expiresAt.toISOString(),
      seconds: QR_TOKEN_SECONDS,
    });
  });

  const area = z.object({ area: z.enum(preferenceAreas) });
  app.get('/supplier/userprefs/:area', { schema: { params: area } }, async (request) =>
    readPreferences(app.ctx.db, me(request), request.params.area),
  );
  app.put('/supplier/userprefs/:area', { schema: { params: area, body: preferencesSchema }, bodyLimit: 16 * 1024 }, async (request) =>
    writePreferences(app.ctx.db, me(request), request.params.area, request.body),
  );

  // the print helper: a small program for the label printer next to a workstation
  app.get('/supplier/profile/download', async (request, reply) => {
    const file = printHelperFile(requestOrigin(request));
    return reply
      .type('text/javascript; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
}
