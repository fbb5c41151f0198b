/**
 * The organisation screens (admin.tenants.*), as routes under the admin layout (app/route-table.tsx
 * composes them). All of them are for super admins only.
 */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { SuperAdminOnly } from './components/super-admin-only';
import { tenantPaths } from './paths';

export const tenantsRoutes: RouteObject[] = [
  {
    id: 'admin.tenants',
    element: <SuperAdminOnly />,
    children: [
      lazyRoute(tenantPaths.index, () => import('./routes/tenants-page'), (m) => <m.TenantsPage />),
      lazyRoute(tenantPaths.create, () => import('./routes/tenant-create-page'), (m) => <m.TenantCreatePage />),
      lazyRoute(tenantPaths.show, () => import('./routes/tenant-show-page'), (m) => <m.TenantShowPage />),
      lazyRoute(tenantPaths.edit, () => import('./routes/tenant-edit-page'), (m) => <m.TenantEditPage />),
      lazyRoute(tenantPaths.createNetwork, () => import('./routes/tenant-create-network-page'), (m) => <m.TenantCreateNetworkPage />),
    ],
  },
];
