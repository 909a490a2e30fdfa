import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import * as profile from '../../../shared/contracts/profile/endpoints';
import type { PreferenceArea } from '../../../shared/contracts/users/schemas';
import { call } from '../../api';

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
    queryFn: () => call(profile.readPreferences, { params: { area } }),
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
      call(profile.writePreferences, { params: { area }, body: JSON.parse(JSON.stringify(next)) }).catch(() => {});
    },
    [area, queryClient],
  );
  return { prefs, loaded: !query.isPending, save };
}
