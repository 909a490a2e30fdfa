import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/audit/endpoints';
import type { AuditRow } from '../../shared/contracts/audit/schemas';
import { t, translator } from '../../shared/i18n';
import { auditActionList, auditRowsOf, searchAudit } from '../domain/audit/search-audit';
import { csvDialect, csvLine } from '../domain/csv';
import { plantTimeZone } from '../domain/master-data/plants';
import { handle } from '../http/route';

/** The audit trail (ADMIN/AUDIT): search, the kinds of action, the CSV export of a search. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchAudit, async ({ db, user, query }) => searchAudit(db, user, query));
  handle(app, e.auditActionList, async ({ db }) => auditActionList(db));
  handle(app, e.exportAudit, async ({ db, user, query, reply }) => {
    const dialect = csvDialect();
    const reader = translator();
    // times as the reader reads them on the screen: the plant's zone (the filter's, else the reader's plant)
    const zone = await plantTimeZone(db, query.plant?.toUpperCase() ?? user.plants[0]);
    const head = [
      t('audit.colTime'),
      t('audit.colUser'),
      t('audit.colAction'),
      t('audit.colObjectType'),
      t('audit.colObject'),
      t('audit.colPlant'),
      t('audit.colAddress'),
      t('audit.colToken'),
      t('audit.colChanges'),
      t('audit.colDetails'),
    ];
    const lines = [csvLine(head, dialect)];
    const change = (r: AuditRow) => r.changes.map((c) => `${c.field}: ${c.before ?? ''} -> ${c.after ?? ''}`).join('; ');
    for await (const rows of auditRowsOf(db, user, query)) {
      for (const r of rows) {
        lines.push(
          csvLine(
            [
              reader.time(r.at, zone),
              r.username ?? '',
              r.action,
              r.objectType ?? '',
              r.objectId ?? '',
              r.plant ?? '',
              r.ip ?? '',
              r.token ? `${r.token.name} (${r.token.prefix})` : '',
              change(r),
              r.details ?? '',
            ],
            dialect,
          ),
        );
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(lines.join(''));
  });
}
