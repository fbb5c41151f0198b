/**
 * The API paths of teams and their members. packages/contract's apiPaths does not list them
 * yet, and that package is outside this feature, so they live here, beside their callers.
 */
export const teamApi = {
  teams: '/v2/team',
  team: (id: number) => `/v2/team/${id}`,
  teamUsers: (id: number) => `/v1/team/${id}/user`,
} as const;
