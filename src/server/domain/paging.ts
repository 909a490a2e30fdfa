import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';

/** Searches count at most this many rows: no client can make the database count (or skip) millions. */
export const TOTAL_CAP = 10_000;

export interface PageInfo {
  page: number;
  pageSize: number;
  /** Matching rows, counted up to TOTAL_CAP. */
  total: number;
  totalCapped: boolean;
  maxPage: number;
}

export function emptyPage(q: { page: number; pageSize: number }): PageInfo & { items: [] } {
  return { items: [], page: q.page, pageSize: q.pageSize, total: 0, totalCapped: false, maxPage: 1 };
}

/** The page numbers of a search whose count (up to TOTAL_CAP + 1 rows) came to `counted`. */
export function pageInfo(counted: number, q: { page: number; pageSize: number }): PageInfo {
  const total = Math.min(counted, TOTAL_CAP);
  return {
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalCapped: counted > TOTAL_CAP,
    maxPage: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

/** Counts the rows of a search (its filters, any selection dropped) up to the cap, and derives the page numbers. */
export async function countPage(
  db: Kysely<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: any search over any tables
  base: SelectQueryBuilder<DB, any, any>,
  q: { page: number; pageSize: number },
): Promise<PageInfo> {
  const counted = await db
    .selectFrom(
      base
        .clearSelect()
        .select(sql`1`.as('one'))
        .limit(TOTAL_CAP + 1)
        .as('t'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return pageInfo(counted.n, q);
}

/**
 * One page of a search: `ordered` (the search with its selection and order) at the page's offset,
 * and the count of `base` (its filters), read at the same time. Pages past the cap are empty without
 * asking the database.
 */
export async function fetchPage<Row>(
  db: Kysely<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: any search over any tables
  base: SelectQueryBuilder<DB, any, any>,
  // biome-ignore lint/suspicious/noExplicitAny: any search over any tables
  ordered: SelectQueryBuilder<DB, any, Row>,
  q: { page: number; pageSize: number },
): Promise<PageInfo & { items: Row[] }> {
  const offset = (q.page - 1) * q.pageSize;
  // the page and its count do not depend on each other: on PostgreSQL they run side by side on two connections
  const [items, info] = await Promise.all([
    offset >= TOTAL_CAP ? ([] as Row[]) : ordered.limit(q.pageSize).offset(offset).execute(),
    countPage(db, base, q),
  ]);
  return { items, ...info };
}
