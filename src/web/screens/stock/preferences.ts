import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { PreferenceArea } from '../../../shared/contracts/profile/preferences';
import * as profile from '../../../shared/contracts/profile/preferences';
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
  // a choice made while the stored preferences are still loading: shown at once, merged into them when they arrive
  // (setting the data now would be overwritten by the load, and writing now would drop what is stored)
  const [early, setEarly] = useState<Record<string, unknown> | null>(null);
  const parsed = schema.safeParse({ ...(query.data ?? {}), ...(early ?? {}) });
  const prefs = (parsed.success ? parsed.data : {}) as z.output<S>;
  const save = useCallback(
    (patch: Partial<z.output<S>>) => {
      const key = ['userprefs', area];
      const apply = (current: Record<string, unknown>) => {
        const next = { ...current, ...patch };
        if (JSON.stringify(next) === JSON.stringify(current)) return;
        queryClient.setQueryData(key, next);
        call(profile.writePreferences, { params: { area }, body: JSON.parse(JSON.stringify(next)) }).catch(() => {});
      };
      const current = queryClient.getQueryData<Record<string, unknown>>(key);
      if (current !== undefined) return apply(current);
      setEarly((before) => ({ ...(before ?? {}), ...patch }));
      void queryClient
        .fetchQuery({ queryKey: key, queryFn: () => call(profile.readPreferences, { params: { area } }) })
        .catch(() => ({}))
        .then((stored) => {
          apply((queryClient.getQueryData<Record<string, unknown>>(key) ?? stored ?? {}) as Record<string, unknown>);
          setEarly(null);
        });
    },
    [area, queryClient],
  );
  // loaded: read, or failed once (a screen that waits for them does not wait through the retries of a lost network)
  return { prefs, loaded: (!query.isPending || query.failureCount > 0) && early === null, save };
}
