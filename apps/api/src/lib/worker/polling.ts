/**
 * A worker in the API process: a round of work every `everyMs`, the next one timed from the end
 * of the last, so rounds never overlap. A failed round is logged and the next comes as usual.
 * `stop` ends the polling and waits for a round under way, so a closing server leaves nothing
 * running; `whileOpen` ties a worker to the app: started once it is ready (the database
 * migrated), stopped before it closes. What a round does with several processes on one
 * database is the round's own affair: claim rows (`makeDue`, or FOR UPDATE SKIP LOCKED with a
 * lease as the helpdesk deliveries do), never count on being the only process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app-types';

export interface PollingSpec {
  /** What the worker does, for the log: 'helpdesk deliveries'. */
  what: string;
  /** The pause between the end of a round and the start of the next. */
  everyMs: number;
  /** One round: how many things it did. */
  round: () => Promise<number>;
  log: FastifyBaseLogger;
}

export interface Polling {
  /** No round after this; resolves once the round under way (if any) has ended. */
  stop: () => Promise<void>;
}

export function startPolling(spec: PollingSpec): Polling {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> | null = null;

  const schedule = () => {
    timer = setTimeout(tick, spec.everyMs);
    // A waiting worker keeps no process alive.
    timer.unref();
  };
  const tick = () => {
    timer = null;
    if (stopped) return;
    round = spec.round()
      .catch((err: unknown) => { if (!stopped) spec.log.error({ err }, `${spec.what}: a round failed`); })
      .finally(() => {
        round = null;
        if (!stopped) schedule();
      });
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}

/** Runs the worker while the app is open: started when it is ready, stopped (its round awaited) before it closes. */
export function whileOpen(app: App, spec: () => PollingSpec): void {
  let polling: Polling | null = null;
  app.addHook('onReady', async () => { polling = startPolling(spec()); });
  app.addHook('onClose', async () => { await polling?.stop(); });
}
