/**
 * What the actions announce (lib/events.ts), for the modules that act on it without the actions
 * knowing them: the reports module hears of a status change and tells the helpdesk.
 */
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { events } from '../../lib/events';

export type ActionEvents = {
  /**
   * An action's status changed (a change, not a create), heard inside the change's transaction
   * `tx`: what a listener writes commits with the change, and a listener's error rolls it back.
   */
  statusChanged: { tx: Db; scope: Scoped; actionId: number; statusId: number };
};

export const actionEvents = events<ActionEvents>();
