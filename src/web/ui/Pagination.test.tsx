import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

function Harness({ initial = 1, max = 5, spy }: { initial?: number; max?: number; spy?: (p: number) => void }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      maxPage={max}
      onPageChange={(p) => {
        spy?.(p);
        setPage(p);
      }}
    />
  );
}

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const input = () => screen.getByRole('textbox', { name: 'Page' }) as HTMLInputElement;
const prev = () => screen.getByRole('button', { name: 'PREV' });
const next = () => screen.getByRole('button', { name: 'NEXT' });

describe('Pagination', () => {
  it("defaults to page 1 of 1: PREV, the page input, 'of' and the max page, NEXT; both buttons disabled", () => {
    render(<Pagination onPageChange={() => {}} />);
    expect(input().value).toBe('1');
    expect(screen.getByRole('navigation').textContent).toBe('PREV' + 'of 1' + 'NEXT');
    expect(isDisabled(prev())).toBe(true);
    expect(isDisabled(next())).toBe(true);
  });

  it('disables PREV on page 1 only and NEXT at or past the max page', () => {
    const { rerender } = render(<Pagination page={1} maxPage={3} onPageChange={() => {}} />);
    expect(isDisabled(prev())).toBe(true);
    expect(isDisabled(next())).toBe(false);
    rerender(<Pagination page={2} maxPage={3} onPageChange={() => {}} />);
    expect(isDisabled(prev())).toBe(false);
    expect(isDisabled(next())).toBe(false);
    rerender(<Pagination page={3} maxPage={3} onPageChange={() => {}} />);
    expect(isDisabled(next())).toBe(true);
    rerender(<Pagination page={4} maxPage={3} onPageChange={() => {}} />);
    expect(isDisabled(next())).toBe(true);
    expect(input().value).toBe('4');
  });

  it('PREV and NEXT move one page', async () => {
    const spy = vi.fn();
    render(<Harness initial={2} max={3} spy={spy} />);
    await userEvent.click(next());
    expect(spy).toHaveBeenLastCalledWith(3);
    expect(input().value).toBe('3');
    expect(isDisabled(next())).toBe(true);
    await userEvent.click(prev());
    await userEvent.click(prev());
    expect(spy.mock.calls.map((c) => c[0])).toEqual([3, 2, 1]);
    expect(isDisabled(prev())).toBe(true);
  });

  it('goes to a typed page on Enter and on blur', async () => {
    const spy = vi.fn();
    render(<Harness max={9} spy={spy} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '4{Enter}');
    expect(spy).toHaveBeenLastCalledWith(4);
    await userEvent.clear(input());
    await userEvent.type(input(), '7');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(7);
    expect(input().value).toBe('7');
  });

  it('clamps a typed page to 1..max', async () => {
    const spy = vi.fn();
    render(<Harness initial={3} max={5} spy={spy} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '99{Enter}');
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(input().value).toBe('5');
    await userEvent.clear(input());
    await userEvent.type(input(), '0{Enter}');
    expect(spy).toHaveBeenLastCalledWith(1);
    expect(input().value).toBe('1');
  });

  it('restores the page for invalid text, Escape, or the same page, without a call', async () => {
    const spy = vi.fn();
    render(<Harness initial={2} max={5} spy={spy} />);
    for (const bad of ['abc', '-1', '2.5', ' ']) {
      await userEvent.clear(input());
      await userEvent.type(input(), `${bad}{Enter}`);
      expect(input().value).toBe('2');
    }
    await userEvent.clear(input());
    await userEvent.type(input(), '4{Escape}');
    expect(input().value).toBe('2');
    await userEvent.clear(input());
    await userEvent.type(input(), '2{Enter}');
    expect(spy).not.toHaveBeenCalled();
  });

  it('follows page changes from outside', () => {
    const { rerender } = render(<Pagination page={1} maxPage={4} onPageChange={() => {}} />);
    rerender(<Pagination page={3} maxPage={4} onPageChange={() => {}} />);
    expect(input().value).toBe('3');
    expect(screen.getByTestId('pagination-max').textContent).toBe('4');
  });
});
