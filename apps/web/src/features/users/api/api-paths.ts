/**
 * The API paths of the users screens that the shared contract (apiPaths) does not list yet.
 * Kept here, not in packages/contract, because that package is outside this feature.
 */
export const userApiPaths = {
  users: '/v1/user',
  user: (id: number) => `/v1/user/${id}`,
  create: '/v2/user',
  userTenants: (id: number) => `/v1/user/${id}/tenant`,
  userNetworks: (id: number) => `/v1/user/${id}/network`,
  userTeams: (id: number) => `/v1/user/${id}/team`,
  tenantUsers: (tenantId: number) => `/v1/tenant/${tenantId}/user`,
  networkUsers: (networkId: number) => `/v1/network/${networkId}/user`,
} as const;
