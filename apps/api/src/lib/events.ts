/**
 * Announcements between modules: a module says what happened (an action's status changed) and
 * others listen, so the one announcing does not import its listeners (test/layers.test.ts holds
 * which module may import which). Typed: an event's name and what it carries are declared once
 * by the module that announces it, and a listener of a misspelt event or of the wrong payload
 * does not compile.
 *
 * `emit` awaits every listener, in the order they began listening, and a listener's error is the
 * emitter's: an event announced inside a transaction (its payload carries `tx`) is heard inside
 * it, and a listener that fails rolls the whole write back, as a direct call would.
 *
 * A listener is heard once per event however many times it was registered: the tests build many
 * apps in one process, each registering its modules' listeners; it stays while any of its
 * registrations does (each `on` answers its own `off`, which an app calls when it closes).
 *
 *   export const actionEvents = events<{ statusChanged: { tx: Db; actionId: number } }>();
 *   const off = actionEvents.on('statusChanged', async ({ tx, actionId }) => { ... });
 *   await actionEvents.emit('statusChanged', { tx, actionId });
 */

export type Listener<T> = (payload: T) => void | Promise<void>;

export interface Events<E extends Record<string, unknown>> {
  /** Listens to `name` until the answered function is called. */
  on<K extends keyof E>(name: K, listener: Listener<E[K]>): () => void;
  /** Announces `name` and waits for every listener, in order; the first to fail fails the emit. */
  emit<K extends keyof E>(name: K, payload: E[K]): Promise<void>;
}

/** The events `E` (name → payload) of one module. */
export function events<E extends Record<string, unknown>>(): Events<E> {
  // Per event: each listener and how many registrations hold it (a Map keeps their order).
  const listeners: { [K in keyof E]?: Map<Listener<E[K]>, number> } = {};

  return {
    on(name, listener) {
      const held = listeners[name] ?? new Map();
      listeners[name] = held;
      held.set(listener, (held.get(listener) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (held.get(listener) ?? 1) - 1;
        if (left > 0) held.set(listener, left);
        else held.delete(listener);
      };
    },
    async emit(name, payload) {
      for (const listener of [...(listeners[name]?.keys() ?? [])]) await listener(payload);
    },
  };
}
