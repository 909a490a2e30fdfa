import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useState } from 'react';
import { type MessageId, showNumber, t } from '../../../shared/i18n';
import { Pagination } from '../../ui/Pagination';
import { firstPage, goToPage, type KeysetPager, maxPageOf, pageLoaded } from './keyset-pager';

/** A table row across all columns with a note: nothing found, loading. */
export function NoteRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="sv-empty">
        {children}
      </td>
    </tr>
  );
}

/** What the rows of a keyset-paged table are, and the key of the range its pager shows ("Rows 51-100"). */
const RANGE = { rows: 'stock.rowsRange', bins: 'stock.binsRange' } as const satisfies Record<string, MessageId>;

/** The pager under a keyset-paged table and which rows the page shows (`Rows 51-100`). */
export function KeysetPagerBar(props: {
  pager: KeysetPager;
  setPager: (update: (pager: KeysetPager) => KeysetPager) => void;
  fetching: boolean;
  pageSize: number;
  /** rows on this page */
  count: number;
  /** what the rows are: rows, bins */
  noun: keyof typeof RANGE;
}) {
  const { pager, setPager, fetching, pageSize, count, noun } = props;
  const first = (pager.page - 1) * pageSize;
  return (
    <div className="sv-pager">
      <Pagination page={pager.page} maxPage={maxPageOf(pager)} onPageChange={(p) => setPager((x) => goToPage(x, p))} disabled={fetching} />
      <span className="sp-muted">{count > 0 ? t(RANGE[noun], { from: showNumber(first + 1), to: showNumber(first + count) }) : ''}</span>
    </div>
  );
}

/** The keyset pager of a table: back at page 1 whenever `searchKey` changes, when `onNewSearch` runs too. */
export function useKeysetPager(searchKey: string, onNewSearch: () => void): [KeysetPager, Dispatch<SetStateAction<KeysetPager>>] {
  const [pager, setPager] = useState<KeysetPager>(firstPage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts again at page 1
  useEffect(() => {
    setPager(firstPage);
    onNewSearch();
  }, [searchKey]);
  return [pager, setPager];
}

/** Records the next cursor of each page the query loads (not while it still shows the previous page). */
export function usePageLoaded(
  setPager: Dispatch<SetStateAction<KeysetPager>>,
  data: { nextCursor: string | null } | undefined,
  isPlaceholderData: boolean,
) {
  useEffect(() => {
    if (data && !isPlaceholderData) setPager((p) => pageLoaded(p, data.nextCursor));
  }, [setPager, data, isPlaceholderData]);
}
