/**
 * The v2 network paths, which the contract's apiPaths does not list yet (the contract is
 * shared and not this feature's to change).
 */
export const networkWritePaths = {
  create: '/v2/network',
  update: (id: number) => `/v2/network/${id}`,
} as const;
