/**
 * The public catalogue is the same for every visitor and asked for on every visit, so each process keeps
 * what it read for a moment: a page or a total is read from the database at most once per `ttlMs` (callers
 * arriving meanwhile share the same promise), and everything is forgotten at once when this process changes
 * the catalogue. Another process's change shows within `ttlMs`; the list is sent with max-age=30 anyway.
 * Bounded: past `maxEntries` keys the oldest is dropped. See docs/decisions/007.
 */
export function shortLivedCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expires > now) return cached.value;
      if (cached) entries.delete(key);
      const entry = { value: compute(), expires: now + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // a failed read is not kept
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
