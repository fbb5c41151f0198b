/**
 * Reports become actions: the helpdesk's and the Marrekrite's routes, and the worker that
 * delivers status changes back to the helpdesks; an action's status change is heard here
 * (the actions' events), so the actions module knows nothing of reports.
 */
import type { App, Deps } from '../../app-types';
import { actionEvents } from '../actions/events';
import { whileOpen } from '../../lib/worker/polling';
import { deliveryRound } from './delivery-worker';
import { helpdeskRoutes } from './helpdesk-routes';
import { marrekriteRoutes } from './marrekrite-routes';
import { afterStatusChange } from './status-change';

export function reportRoutes(app: App, deps: Deps) {
  helpdeskRoutes(app, deps);
  marrekriteRoutes(app, deps);
  const stopListening = actionEvents.on('statusChanged', afterStatusChange);
  app.addHook('onClose', async () => { stopListening(); });
  whileOpen(app, () => ({
    what: 'helpdesk deliveries', everyMs: deps.config.deliveries.pollMs, log: app.log,
    round: deliveryRound(deps.db, deps.config.deliveries, app.log),
  }));
}
