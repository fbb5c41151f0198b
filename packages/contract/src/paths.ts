/** Every API path the console calls, in one place. */
export const apiPaths = {
  token: '/v1/oauth/access_token',
  revoke: '/v1/oauth/revoke',
  me: '/v1/me',
  recoveryMail: '/v2/user/account/password',
  resetPassword: '/v1/account/reset',
  tenants: '/v1/tenant',
  tenantsAll: '/v1/tenant/all',
  tenant: (id: number) => `/v1/tenant/${id}`,
  tenantNetworks: (id: number) => `/v1/tenant/${id}/network`,
  tenantLicense: (id: number) => `/v1/tenant/${id}/license`,
  currentTenantLicense: '/v1/tenant/license',
  networks: '/v1/network',
  network: (id: number) => `/v1/network/${id}`,
  kv: '/v1/kv',
  kvKey: (key: string) => `/v1/kv/${encodeURIComponent(key)}`,
  health: '/healthz',
  /** The order save of an ordered list (lookup values, attribute rows, action statuses): ids in their new order. */
  order: (listPath: string) => `${listPath}/order`,
  openapi: '/v1/openapi.json',
} as const;
