import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { PreferenceArea } from '../../../shared/contracts/users';
import { apiFetch } from '../../api';

const url = (area: PreferenceArea) => `/supplier/userprefs/${area}`;

/**
 * A user's preferences of one area (GET/PUT /supplier/userprefs/:area): what the screen last
 * used, e.g. plant, warehouse, hidden columns. Unknown or malformed values are ignored, so an
 * old preference never breaks a screen. `save` merges into what is stored; failures are quiet
 * (a preference is a convenience).
 */
export function usePreferences<S extends z.ZodType<Record<string, unknown>>>(area: PreferenceArea, schema: S) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['userprefs', area],
    queryFn: () => apiFetch<Record<string, unknown>>(url(area)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const parsed = schema.safeParse(query.data ?? {});
  const prefs = (parsed.success ? parsed.data : {}) as z.output<S>;
  const save = useCallback(
    (patch: Partial<z.output<S>>) => {
      const current = (queryClient.getQueryData<Record<string, unknown>>(['userprefs', area]) ?? {}) as Record<string, unknown>;
      const next = { ...current, ...patch };
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      queryClient.setQueryData(['userprefs', area], next);
      apiFetch(url(area), { method: 'PUT', body: next }).catch(() => {});
    },
    [area, queryClient],
  );
  return { prefs, loaded: !query.isPending, save };
}
