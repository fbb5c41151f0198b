/** Reports become actions: the helpdesk's and the Marrekrite's routes, and the worker that delivers status changes back to the helpdesks. */
import type { App, Deps } from '../../app-types';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker';
import { helpdeskRoutes } from './helpdesk-routes';
import { marrekriteRoutes } from './marrekrite-routes';

export function reportRoutes(app: App, deps: Deps) {
  helpdeskRoutes(app, deps);
  marrekriteRoutes(app, deps);
  let worker: DeliveryWorker | null = null;
  // Started once the app is ready (the database migrated), stopped before it closes.
  app.addHook('onReady', async () => { worker = startDeliveryWorker(deps.db, deps.config.deliveries, app.log); });
  app.addHook('onClose', async () => { await worker?.stop(); });
}
