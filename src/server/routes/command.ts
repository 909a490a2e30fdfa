import type { FastifyInstance } from 'fastify';
import { resolveCommand } from '../../shared/command';
import * as e from '../../shared/contracts/command/endpoints';
import type { MenuItem } from '../../shared/contracts/users/schemas';
import { t } from '../../shared/i18n';
import { buildMenu } from '../../shared/menu';
import { DomainError } from '../domain/errors';
import { escapeHtml } from '../http/html';
import { handle } from '../http/route';

const TERMS_URL = 'https://www.acme-financial.example/terms-of-service';

function menuHtml(items: MenuItem[]): string {
  if (items.length === 0) return '';
  const li = items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.desc)}</a>${menuHtml(i.sub_links)}</li>`);
  return `<ul>${li.join('')}</ul>`;
}

/** The tcode launcher's lookup and the server-rendered shell fragments (/partial?name=menu|footer). */
export async function commandRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.resolveCommand, async ({ user, query }) => {
    const found = resolveCommand(user, query.q);
    if (!found.ok)
      throw found.code === 'COMMAND_FORBIDDEN'
        ? new DomainError('COMMAND_FORBIDDEN', { command: found.command })
        : new DomainError('COMMAND_UNKNOWN', { command: found.command });
    return { path: found.path, title: found.title };
  });
  handle(app, e.partial, async ({ user, query, reply }) => {
    let html: string;
    if (query.name === 'menu') html = `<nav class="sp-menu" aria-label="Menu">${menuHtml(buildMenu(user))}</nav>`;
    else if (query.name === 'footer') {
      const brand = app.ctx.config.brand || 'Supplier Portal';
      html = `<footer class="sp-footer"><div class="sp-footer-inner"><a href="${TERMS_URL}" target="_blank" rel="noopener noreferrer">${escapeHtml(t('termsOfService'))}</a><span>&copy; ${new Date().getFullYear()} ${escapeHtml(brand)}. ${escapeHtml(t('allRightsReserved'))}</span></div></footer>`;
    } else throw new DomainError('PARTIAL_UNKNOWN', { name: query.name });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
