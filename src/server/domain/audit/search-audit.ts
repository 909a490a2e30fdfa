import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AuditChange, AuditFilters, AuditRow, AuditSearch } from '../../../shared/contracts/audit/schemas';
import type { DB } from '../../db/schema';
import { isoText } from '../iso-text';
import { plantTimeZone } from '../master-data/plants';
import type { Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage, type PageInfo } from '../paging';

/**
 * Reading the audit trail (ADMIN/AUDIT). An administrator reads every row. Anyone else holding the
 * grant is a supplier administrator: it reads only what the supplier users of its own vendors did (a
 * user counts as the vendor's when it is neither an administrator nor a warehouse user and every vendor
 * it belongs to is one of the reader's), never a warehouse user's or another vendor's rows; a reader
 * that is neither reads nothing. Days are the plant's days (the filter's plant, else the reader's
 * first plant, else UTC). Newest first; each filter has its index (migration 0110).
 */
const trail = (db: Kysely<DB>) => db.selectFrom('audit_log as a');
type AuditQuery = ReturnType<typeof trail>;

/** The users whose rows a supplier administrator reads, or null: every row ('all') or none ('none'). */
function readerScope(viewer: Viewer): 'all' | 'none' | readonly string[] {
  if (viewer.isAdmin) return 'all';
  if (viewer.isWarehouseUser || viewer.vendors.length === 0) return 'none';
  return viewer.vendors;
}

async function filtered(db: Kysely<DB>, viewer: Viewer, q: AuditFilters): Promise<AuditQuery | null> {
  const scope = readerScope(viewer);
  if (scope === 'none') return null;
  let base: AuditQuery = trail(db);
  if (scope !== 'all') {
    const vendors = [...scope];
    base = base.where('a.user_id', 'in', (eb) =>
      eb
        .selectFrom('user_vendor as uv')
        .innerJoin('app_user as vu', 'vu.user_id', 'uv.user_id')
        .where('vu.is_admin', '=', false)
        .where('vu.is_warehouse_user', '=', false)
        .groupBy('uv.user_id')
        .having(sql<boolean>`bool_and(uv.vendor_id in (${sql.join(vendors)}))`)
        .select('uv.user_id'),
    );
  }
  if (q.user) {
    // a scalar subquery: the planner reads (user_id, at) for the one user
    base = base.where('a.user_id', '=', sql<number>`(select user_id from app_user where lower(username) = lower(${q.user}) limit 1)`);
  }
  if (q.action) base = base.where('a.action', '=', q.action);
  if (q.plant) base = base.where('a.plant_id', '=', q.plant.toUpperCase());
  if (q.object) base = base.where('a.object_id', '=', q.object);
  if (q.dateFrom || q.dateTo) {
    const zone = await plantTimeZone(db, q.plant?.toUpperCase() ?? viewer.plants[0]);
    if (q.dateFrom) base = base.where('a.at', '>=', sql<Date>`(${q.dateFrom}::date::timestamp at time zone ${zone})`);
    if (q.dateTo) base = base.where('a.at', '<', sql<Date>`((${q.dateTo}::date + 1)::timestamp at time zone ${zone})`);
  }
  return base;
}

interface RawRow {
  auditId: number;
  at: string;
  userId: number | null;
  username: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  plant: string | null;
  ip: string | null;
  details: Record<string, unknown> | string | null;
  tokenId: number | null;
  tokenName: string | null;
  tokenPrefix: string | null;
}

function withColumns(base: AuditQuery) {
  return (
    base
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      // a token's call (or an action on a token) names its token: name and prefix, never the secret
      .leftJoin('api_token as t', (join) => join.on('a.object_type', '=', 'api_token').on(sql<boolean>`t.token_id::text = a.object_id`))
      .select([
        'a.audit_id as auditId',
        isoText('a.at').as('at'),
        'a.user_id as userId',
        'u.username as username',
        'a.action as action',
        'a.object_type as objectType',
        'a.object_id as objectId',
        'a.plant_id as plant',
        'a.ip as ip',
        'a.details as details',
        't.token_id as tokenId',
        't.name as tokenName',
        't.prefix as tokenPrefix',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.audit_id', 'desc')
  );
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** A row's before and after as changed fields, and the rest of its details. */
function changesOf(details: Record<string, unknown> | null): { changes: AuditChange[]; rest: Record<string, unknown> | null } {
  if (!details) return { changes: [], rest: null };
  const { before, after, ...rest } = details;
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) return { changes: [], rest: details };
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return {
    changes: fields.map((field) => ({ field, before: json(b[field]), after: json(a[field]) })),
    rest: Object.keys(rest).length > 0 ? rest : null,
  };
}

export function auditRowOf(r: RawRow): AuditRow {
  const details = typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details;
  const { changes, rest } = changesOf(details);
  return {
    auditId: Number(r.auditId),
    at: r.at,
    userId: r.userId,
    username: r.username,
    action: r.action,
    objectType: r.objectType,
    objectId: r.objectId,
    plant: r.plant,
    ip: r.ip,
    token: r.tokenId !== null ? { tokenId: r.tokenId, name: r.tokenName ?? '', prefix: r.tokenPrefix ?? '' } : null,
    matDoc: r.objectType === 'material_document' ? r.objectId : null,
    changes,
    details: rest ? JSON.stringify(rest) : null,
  };
}

/** One page of the audit trail, newest first, with its (capped) count. */
export async function searchAudit(db: Kysely<DB>, viewer: Viewer, q: AuditSearch): Promise<PageInfo & { items: AuditRow[] }> {
  const { page, pageSize, ...filters } = q;
  const base = await filtered(db, viewer, filters);
  if (!base) return emptyPage(q);
  const result = await fetchPage(db, base, withColumns(base) as unknown as SelectQueryBuilder<DB, never, RawRow>, q);
  return { ...result, items: result.items.map(auditRowOf) };
}

/**
 * The statements of one search page as the database gets them (its page and its count), for EXPLAIN in
 * the tests on a large trail (audit-search.pg.test.ts); null when the reader reads nothing.
 */
export async function auditSearchStatements(db: Kysely<DB>, viewer: Viewer, q: AuditSearch) {
  const { page, pageSize, ...filters } = q;
  const base = await filtered(db, viewer, filters);
  if (!base) return null;
  return {
    page: withColumns(base)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .compile(),
    count: db
      .selectFrom(base.select(sql`1`.as('one')).limit(10_001).as('t'))
      .select(sql<number>`count(*)::int`.as('n'))
      .compile(),
  };
}

/** At most this many rows go into one CSV export (narrow the filters for more). */
export const AUDIT_EXPORT_CAP = 50_000;
const EXPORT_BATCH = 1000;

/**
 * Every row of a search (up to AUDIT_EXPORT_CAP), newest first, in batches read by keyset (at, audit_id):
 * each batch continues below the last row of the one before, so no batch re-reads what came before.
 */
export async function* auditRowsOf(db: Kysely<DB>, viewer: Viewer, filters: AuditFilters): AsyncGenerator<AuditRow[]> {
  const base = await filtered(db, viewer, filters);
  if (!base) return;
  let after: { at: string; id: number } | null = null;
  for (let read = 0; read < AUDIT_EXPORT_CAP; ) {
    let q = withColumns(base);
    if (after) {
      const last: { at: string; id: number } = after;
      q = q.where(sql<boolean>`(a.at, a.audit_id) < (${last.at}::timestamptz, ${last.id})`);
    }
    const rows = (await q.limit(Math.min(EXPORT_BATCH, AUDIT_EXPORT_CAP - read)).execute()) as unknown as RawRow[];
    if (rows.length === 0) return;
    read += rows.length;
    const tail = rows[rows.length - 1] as RawRow;
    after = { at: tail.at, id: Number(tail.auditId) };
    yield rows.map(auditRowOf);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * The kinds of action in the trail, in order: a loose index scan over (action, at), one index probe per
 * kind, however many rows the trail holds.
 */
export async function auditActionList(db: Kysely<DB>): Promise<{ actions: string[] }> {
  const { rows } = await sql<{ action: string }>`
    with recursive kinds(action) as (
      (select action from audit_log order by action limit 1)
      union all
      select (select a.action from audit_log a where a.action > k.action order by a.action limit 1)
      from kinds k where k.action is not null
    )
    select action from kinds where action is not null`.execute(db);
  return { actions: rows.map((r) => r.action) };
}
