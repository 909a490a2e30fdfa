import { type KeyboardEvent, useEffect, useState } from 'react';
import './ui.css';
import './ui-controls.css';
import { showNumber, t } from '../../shared/i18n';

export interface PaginationProps {
  /** current page, 1-based (default 1) */
  page?: number;
  /** last page (default 1) */
  maxPage?: number;
  /** called with the new page, already clamped to 1..maxPage */
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * PREV, a page-number text input, 'of' and the max page, NEXT (spec section 2). PREV is disabled
 * on page 1, NEXT when the page is at or past the max page. A typed page is taken on Enter or when
 * the field loses focus; out-of-range numbers are clamped, anything else restores the page.
 */
export function Pagination({ page = 1, maxPage = 1, onPageChange, disabled = false, className }: PaginationProps) {
  const last = Math.max(1, Math.floor(maxPage) || 1);
  const [text, setText] = useState(String(page));

  useEffect(() => {
    setText(String(page));
  }, [page]);

  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), last);
    setText(String(next));
    if (next !== page) onPageChange(next);
  };

  const commit = () => {
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed)) {
      setText(String(page));
      return;
    }
    go(Number(trimmed));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      setText(String(page));
    }
  };

  return (
    <nav className={['ui-pagination', className].filter(Boolean).join(' ')} aria-label={t('paginationPage')}>
      <button type="button" className="ui-button" disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
        {t('paginationPrev')}
      </button>
      <input
        aria-label={t('paginationPage')}
        className="ui-input ui-pagination-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <span className="ui-pagination-of">
        {t('paginationOf')} <span data-testid="pagination-max">{showNumber(last)}</span>
      </span>
      <button type="button" className="ui-button" disabled={disabled || page >= last} onClick={() => go(page + 1)}>
        {t('paginationNext')}
      </button>
    </nav>
  );
}
