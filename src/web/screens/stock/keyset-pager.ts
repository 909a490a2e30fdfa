/**
 * Keyset paging behind the page-number Pagination control. The server answers a page and the
 * cursor of the next one; the pager keeps the cursor of every page reached, so PREV, NEXT and a
 * typed page number up to the furthest known page work without offsets. The control's max page
 * is the number of pages known to exist: one past the furthest page while it has a next page.
 */
export interface KeysetPager {
  /** cursors[i] loads page i + 1; cursors[0] is null (the first page) */
  cursors: readonly (string | null)[];
  page: number;
}

export const firstPage: KeysetPager = { cursors: [null], page: 1 };

/** The cursor to request the current page with. */
export function cursorOf(pager: KeysetPager): string | null {
  return pager.cursors[pager.page - 1] ?? null;
}

/** The answer for the current page arrived with the cursor of the next page (null: it is the last). */
export function pageLoaded(pager: KeysetPager, nextCursor: string | null): KeysetPager {
  const known = pager.cursors[pager.page];
  if (nextCursor === null) {
    return pager.cursors.length === pager.page ? pager : { ...pager, cursors: pager.cursors.slice(0, pager.page) };
  }
  if (known === nextCursor) return pager;
  // a new or different next page: what lay beyond it is no longer known
  return { ...pager, cursors: [...pager.cursors.slice(0, pager.page), nextCursor] };
}

/** The page count the Pagination control shows. */
export function maxPageOf(pager: KeysetPager): number {
  return Math.max(1, pager.cursors.length);
}

/** Go to a page the control asked for, within the known pages. */
export function goToPage(pager: KeysetPager, page: number): KeysetPager {
  const target = Math.min(Math.max(1, Math.floor(page)), pager.cursors.length);
  return target === pager.page ? pager : { ...pager, page: target };
}
