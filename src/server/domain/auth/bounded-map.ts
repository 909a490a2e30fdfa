/**
 * Sets `key` in a map that may hold at most `max` entries: the key becomes the newest, and when
 * the map is full the oldest entry (first in insertion order) is forgotten to make room. Serves
 * the in-process memories of sessions and user profiles, which must not grow without end.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
