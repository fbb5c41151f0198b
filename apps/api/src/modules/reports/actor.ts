/**
 * Who a report's writes are made as: nobody signed in. The audit log names the integration
 * ("helpdesk integration", "Marrekrite integration") with no user; the action has no creator
 * (created_by null). The checks of an action's write run with an administrator's rights, as
 * the settings were made by one: any of the network's statuses, no lock, no team.
 */
import type { Scoped, AuthContext } from '../../auth/scope';
import type { Actor } from '../../lib/audit';

export type ReportSource = 'helpdesk' | 'marrekrite';

const NAMES: Record<ReportSource, string> = { helpdesk: 'helpdesk integration', marrekrite: 'Marrekrite integration' };

/** The audit log's who of an integration's writes in a network. */
export const integrationActor = (source: ReportSource, s: Scoped): Actor => ({ userId: null, userName: NAMES[source], tenantId: s.tenantId, networkId: s.networkId });

/**
 * The caller an action's write is checked as: no user (id 0 is nobody's, so no role flags and
 * no teams), a network administrator's rights.
 */
export const integrationCaller = (s: Scoped): AuthContext & Scoped => ({
  user: { id: 0, super_admin: false }, tokenId: 0, tenantId: s.tenantId, networkId: s.networkId, networkAdmin: true,
});
