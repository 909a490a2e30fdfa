import { useQuery } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { MenuItem } from '../../shared/contracts/users';
import { pages } from '../../shared/pages';
import { apiFetch } from '../api';

export const MENU_PATH = '/supplier/profile/menu';

/** The server's menu: fetched once per page load and kept (spec: called once and cached). */
export function useMenu() {
  return useQuery({
    queryKey: ['menu'],
    queryFn: () => apiFetch<MenuItem[]>(MENU_PATH),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** A path the single-page app renders itself (else a link is a full page load, e.g. logout). */
export function isAppPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return pages.some((p) => matchPath({ path: p.path, end: true }, path) !== null);
}
