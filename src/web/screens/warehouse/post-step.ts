import type { Posting } from '../../shell/use-posting';

/**
 * A posting that is one step of a longer handheld flow (a count, a scanned pallet): dispatches
 * `event` and, when the state it leads to has a request (`requestOf`), posts it; after success the
 * flow goes on as a new instance in the state the answer (`posted`) leads to (new key, its draft
 * kept for a reload). Resolves to the answer, or null when nothing was posted or it failed.
 */
export async function postStep<S, E, B, R>(
  posting: Posting<S, E, B, R>,
  step: (state: S, event: E) => S,
  event: E,
  requestOf: (state: S) => B | null,
  posted: (result: R) => E,
): Promise<R | null> {
  const next = step(posting.state, event);
  posting.dispatch(event);
  const request = requestOf(next);
  if (!request) return null;
  const result = await posting.submit(request);
  if (result) posting.discard(step(next, posted(result)));
  return result;
}
