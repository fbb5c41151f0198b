/** The audit log screen, as a route under the admin layout (app/route-table.tsx composes it). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { auditPaths } from './paths';

export const auditRoutes: RouteObject[] = [
  lazyRoute(auditPaths.index, () => import('./routes/audit-page'), (m) => <m.AuditPage />),
];
