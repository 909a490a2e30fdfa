import { type ComponentType, lazy, Suspense } from 'react';
import { messages } from '../shared/messages';

/**
 * A screen loaded on first use (its own chunk): the handheld downloads only the screens it
 * opens. Shows 'Loading...' while the chunk arrives.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  function LazyScreen() {
    return (
      <Suspense
        fallback={
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {messages.loading}
          </div>
        }
      >
        <Screen />
      </Suspense>
    );
  }
  return LazyScreen;
}
