/**
 * The app's router: the few router pieces the screens use (useNavigate, useLocation, useParams,
 * useSearchParams, Link, Navigate) with react-router's names and meanings, on wouter. react-router
 * alone was 13 KiB of the handheld screen's 150 KB gzip budget; wouter is about 2 KiB.
 * Screens import from here, never from wouter, so the router stays one file to change.
 *
 * Pages are matched in src/web/app.tsx with `matchPage` below: a static segment wins over a
 * parameter at the same place, as react-router ranks them, whatever the order of pages.ts.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { parse } from 'regexparam';
import { Redirect, useSearch, useLocation as useWouterLocation, useParams as useWouterParams, Link as WouterLink } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/** History entries this app pushed carry a key; the first page of a tab has none ('default'). */
interface EntryState {
  portalKey: string;
}
const newEntry = (): EntryState => ({ portalKey: Math.random().toString(36).slice(2, 10) });

export interface NavigateOptions {
  replace?: boolean;
}

/** navigate(path) / navigate(path, { replace: true }) / navigate(-1) (history back). */
export function useNavigate() {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, { replace: options.replace ?? false, state: newEntry() });
    },
    [navigate],
  );
}

export interface AppLocation {
  pathname: string;
  search: string;
  /** 'default' on the first page this tab opened in the app: nothing of ours to go back to */
  key: string;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = useHistoryState() as Partial<EntryState> | null;
  const key = typeof state?.portalKey === 'string' ? state.portalKey : 'default';
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', key }), [pathname, search, key]);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The current page's path parameters, decoded (a serial or a description may hold any character). */
export function useParams(): Record<string, string | undefined> {
  const raw = useWouterParams() as Record<string, string | undefined>;
  return useMemo(() => {
    const params: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (!/^\d+$/.test(name)) params[name] = value === undefined ? undefined : decode(value);
    }
    return params;
  }, [raw]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** [params, setParams]: setParams(next | (prev) => next, { replace }) pushes a new entry unless replace. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const [pathname, navigate] = useWouterLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options: NavigateOptions = {}) => {
      const current = new URLSearchParams(window.location.search);
      const value = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      navigate(pathname + (value ? `?${value}` : ''), { replace: options.replace ?? false, state: newEntry() });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean; children?: ReactNode };

/** A link inside the app: no page load; a modified click (new tab) stays the browser's. */
export function Link({ to, replace, ...rest }: LinkProps) {
  return <WouterLink href={to} replace={replace} state={newEntry()} {...rest} />;
}

/** Renders nothing and goes to `to` (replacing the entry with `replace`). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} state={newEntry()} />;
}

/** Parsed page patterns, most specific first (static segments before parameters, place by place). */
export interface PagePattern<T> {
  path: string;
  value: T;
  regex: RegExp;
}

function rank(path: string): number[] {
  return path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 2));
}

export function compilePages<T>(entries: { path: string; value: T }[]): PagePattern<T>[] {
  // each path ranked once, not in every comparison (the page table is compiled as the app starts)
  const compiled = entries.map((e) => ({ entry: { ...e, regex: parse(e.path).pattern }, rank: rank(e.path) }));
  compiled.sort(({ rank: ra }, { rank: rb }) => {
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
      if (ra[i] !== rb[i]) return (rb[i] ?? 0) - (ra[i] ?? 0);
    }
    return rb.length - ra.length;
  });
  return compiled.map(({ entry }) => entry);
}

/** The first (most specific) page whose pattern matches the whole path. */
export function matchPage<T>(patterns: PagePattern<T>[], pathname: string): PagePattern<T> | undefined {
  return patterns.find((p) => p.regex.test(pathname));
}
