/**
 * Reports become actions: the helpdesk's and the Marrekrite's routes, and the worker that
 * delivers status changes back to the helpdesks; an action's status change is heard here
 * (the actions' events), so the actions module knows nothing of reports.
 */
import type { App, Deps } from '../../app-types';
import { actionEvents } from '../actions/events';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker';
import { helpdeskRoutes } from './helpdesk-routes';
import { marrekriteRoutes } from './marrekrite-routes';
import { afterStatusChange } from './status-change';

export function reportRoutes(app: App, deps: Deps) {
  helpdeskRoutes(app, deps);
  marrekriteRoutes(app, deps);
  const stopListening = actionEvents.on('statusChanged', afterStatusChange);
  app.addHook('onClose', async () => { stopListening(); });
  let worker: DeliveryWorker | null = null;
  // Started once the app is ready (the database migrated), stopped before it closes.
  app.addHook('onReady', async () => { worker = startDeliveryWorker(deps.db, deps.config.deliveries, app.log); });
  app.addHook('onClose', async () => { await worker?.stop(); });
}
