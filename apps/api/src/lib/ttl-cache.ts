/** A small in-process cache with a time to live and a size bound. */
export class TtlCache<K, V> {
  private map = new Map<K, { value: V; until: number }>();
  constructor(private ttlMs: number, private max = 10000) {}

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V) {
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, until: Date.now() + this.ttlMs });
  }

  delete(key: K) { this.map.delete(key); }

  /** Drops every entry whose value matches. */
  deleteWhere(test: (value: V) => boolean) {
    for (const [key, hit] of this.map) if (test(hit.value)) this.map.delete(key);
  }

  clear() { this.map.clear(); }
}
