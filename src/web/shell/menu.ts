import { useQuery } from '@tanstack/react-query';
import { type MenuItem, menu } from '../../shared/contracts/profile/menu';
import { pages } from '../../shared/pages';
import { call } from '../api';
import { readGlobals } from '../globals';
import { compilePages, matchPage } from '../router';

export const MENU_PATH = menu.path;

/**
 * The server's menu: the page's own (the server puts it into the page's globals), else fetched once per page load;
 * kept either way (spec: called once and cached).
 */
export function useMenu() {
  return useQuery({
    queryKey: ['menu'],
    queryFn: (): Promise<MenuItem[]> => call(menu),
    initialData: () => readGlobals().menu,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

const appPages = compilePages(pages.map((p) => ({ path: p.path, value: p })));

/** A path the single-page app renders itself (else a link is a full page load, e.g. logout). */
export function isAppPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return matchPage(appPages, path) !== undefined;
}
