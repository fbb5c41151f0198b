/**
 * The organisation screens (admin.tenants.*), as routes under the admin layout (app/route-table.tsx
 * composes them). All of them are for super admins only.
 */
import type { RouteObject } from 'react-router';
import { SuperAdminOnly } from './components/super-admin-only';
import { tenantPaths } from './paths';
import { TenantCreateNetworkPage } from './routes/tenant-create-network-page';
import { TenantCreatePage } from './routes/tenant-create-page';
import { TenantEditPage } from './routes/tenant-edit-page';
import { TenantShowPage } from './routes/tenant-show-page';
import { TenantsPage } from './routes/tenants-page';

export const tenantsRoutes: RouteObject[] = [
  {
    id: 'admin.tenants',
    element: <SuperAdminOnly />,
    children: [
      { id: tenantPaths.index.name, path: tenantPaths.index.path, element: <TenantsPage /> },
      { id: tenantPaths.create.name, path: tenantPaths.create.path, element: <TenantCreatePage /> },
      { id: tenantPaths.show.name, path: tenantPaths.show.path, element: <TenantShowPage /> },
      { id: tenantPaths.edit.name, path: tenantPaths.edit.path, element: <TenantEditPage /> },
      { id: tenantPaths.createNetwork.name, path: tenantPaths.createNetwork.path, element: <TenantCreateNetworkPage /> },
    ],
  },
];
