/**
 * The query keys of the console's resources, in one place. Every key of a row nests under its
 * list key (['roles', 3] under ['roles']), so invalidating a list refreshes its rows too.
 * Configuration resources (the resource kit's lists, rows and links) all live under 'config':
 * every configuration change refreshes them together.
 */
const me = ['me'] as const;
const users = ['users'] as const;
const roles = ['roles'] as const;
const teams = ['teams'] as const;
const tenants = ['tenants'] as const;
const networks = ['networks'] as const;

const user = (id: number) => [...users, id] as const;
const role = (id: number) => [...roles, id] as const;
const team = (id: number) => [...teams, id] as const;
const tenant = (id: number) => [...tenants, id] as const;
const network = (id: number) => [...networks, id] as const;

export const queryKeys = {
  /** Every configuration query nests under it. */
  config: ['config'] as const,
  /** The signed-in user. */
  me,
  /** The users list; every users query nests under it. */
  users,
  user,
  roles,
  role,
  rolePermissions: (roleId: number) => [...role(roleId), 'permissions'] as const,
  /** Every permission a role can hold (global). */
  permissions: ['permissions'] as const,
  teams,
  team,
  teamUsers: (teamId: number) => [...team(teamId), 'users'] as const,
  tenants,
  /** Every tenant with its licence figures (super admins). */
  allTenants: [...tenants, 'all'] as const,
  tenant,
  tenantNetworks: (tenantId: number) => [...tenant(tenantId), 'networks'] as const,
  tenantLicense: (tenantId: number) => [...tenant(tenantId), 'license'] as const,
  networks,
  network,
  /** The network's map objects: the list, its pages, the map's counts and one object nest under it, so a write on the map refreshes the list and back. */
  objects: ['objects'] as const,
  object: (id: number) => ['objects', id] as const,
  /** The photos copied to an object (the map's panel reads them, an action's promote adds one). */
  objectImages: (id: number) => ['objects', id, 'images'] as const,
  /** The network's actions: the overview, its pages, an action's page and its parts nest under it. */
  actions: ['actions'] as const,
  /** The network's actions counted per area (the Actieoverzicht's area choice): under the actions, and refreshed by every area write too. */
  areaActions: ['actions', 'areas'] as const,
  /** The network's areas: the list, its pages, an area and the map's layer nest under it. */
  geoAreas: ['geo_areas'] as const,
  /** The network's selections and routes: the lists, a selection, its members and course, an object's selections nest under it. */
  selections: ['selections'] as const,
};
