/**
 * Who a report's writes are made as: the integration itself, nobody signed in. The audit log
 * (and so the action's history) names it, "Helpdesk" or "Marrekrite", with no user; the action
 * has no creator (created_by null). Its writes are checked as the integration's: it holds the
 * `report` preset (making actions and changing their status) and no administrator's rights, sets
 * the statuses its settings name (made by the network's administrators), and changes only the
 * actions no user made (its reports').
 */
import { INTEGRATION_NAMES } from '@console/contract/integrations';
import { PERMISSION_PRESETS } from '@console/contract/permissions';
import type { Scoped, AuthContext, IntegrationName } from '../../auth/scope';
import type { Actor } from '../../lib/audit';

export type ReportSource = IntegrationName;


/** The audit log's who of an integration's writes in a network. */
export const integrationActor = (source: ReportSource, s: Scoped): Actor => ({ userId: null, userName: INTEGRATION_NAMES[source], tenantId: s.tenantId, networkId: s.networkId });

/**
 * The caller an action's write is checked as: the integration (user id 0 is nobody's, so no
 * role, no role flags and no teams), with its preset's permissions and no administrator's rights.
 */
export const integrationCaller = (source: ReportSource, s: Scoped): AuthContext & Scoped => ({
  user: { id: 0, super_admin: false }, tokenId: 0, tenantId: s.tenantId, networkId: s.networkId, networkAdmin: false,
  integration: { name: source, permissions: PERMISSION_PRESETS.report },
});
