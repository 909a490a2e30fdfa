import { type ComponentType, lazy, Suspense } from 'react';
import { t } from '../shared/i18n';

/**
 * A screen loaded on first use (its own chunk), so the handheld's first load stays small.
 * `pick` names the export of the module.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, pick: keyof M): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load())[pick] as ComponentType }));
  return function LazyScreen() {
    return (
      <Suspense
        fallback={
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        }
      >
        <Lazy />
      </Suspense>
    );
  };
}
