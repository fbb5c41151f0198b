/**
 * The API paths of roles and permissions. packages/contract's apiPaths does not list them yet,
 * and that package is outside this feature, so they live here, beside their callers.
 */
export const roleApi = {
  roles: '/v1/role',
  role: (id: number) => `/v1/role/${id}`,
  rolePermissions: (id: number) => `/v1/role/${id}/permissions`,
  roleUsers: (id: number) => `/v1/role/${id}/users`,
  permissions: '/v1/permission',
} as const;
