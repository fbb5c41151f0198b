/**
 * The console's own routes, in one place: route name (as in the spec's route table), path
 * pattern and a builder for links. Screens link through these, never through literals.
 */
export interface RoutePath {
  /** The spec's route name, used as the router's route id. */
  name: string;
  /** The pattern as the router matches it. */
  path: string;
}

const route = (name: string, path: string): RoutePath => ({ name, path });

export const paths = {
  root: route('admin.index.root', '/'),
  home: route('admin.index', '/admin'),
  login: route('login', '/login'),
  logout: route('logout', '/logout'),
  switcher: route('auth.switcher', '/switcher'),
  profile: route('profile', '/profile'),
  profileEdit: route('profile.edit', '/profile/edit'),
  passwordReset: route('password.reset', '/password/reset/:token'),
  tenants: route('admin.tenants.index', '/admin/tenants'),
  networks: route('admin.networks.index', '/admin/networks'),
  roles: route('admin.roles.index', '/admin/roles'),
  teams: route('admin.teams.index', '/admin/teams'),
  users: route('admin.users.index', '/admin/users'),
  userRoles: route('admin.user_roles.edit', '/admin/user_roles/edit'),
  /** The network's map; `?object=<id>` opens that object, centred (bookmarkable). */
  map: route('admin.map.index', '/admin/map'),
  /** The network's areas (districts, municipalities, maintenance zones); one at /admin/geo_areas/:id. */
  geoAreas: route('admin.geo_areas.index', '/admin/geo_areas'),
  /** The network's objects as a list (server-side); a row opens the object on the map. */
  mapObjects: route('admin.map_objects.index', '/admin/map_objects'),
  mapObjectTypes: route('admin.map_object_types.index', '/admin/map_object_types'),
  mapObjectCategories: route('admin.map_object_categories.index', '/admin/map_object_categories'),
  mapObjectStatus: route('admin.map_object_status.index', '/admin/map_object_status'),
  /** The network's selections and routes; one at /admin/selections/:id. */
  selections: route('admin.selections.index', '/admin/selections'),
  selectionTypes: route('admin.map_object_selection_type.index', '/admin/selection_type'),
  attributes: route('admin.map_object_attributes.index', '/admin/attributes'),
  attributeGroups: route('admin.map_object_attribute_groups.index', '/admin/map_object_attribute_groups'),
  /** The network's actions (Actieoverzicht); an action at /admin/actions/:id. */
  actions: route('admin.actions.index', '/admin/actions'),
  actionTypes: route('admin.action_types.index', '/admin/action_types'),
  actionCategories: route('admin.action_category.index', '/admin/action_category'),
  actionImageTypes: route('admin.action_image_type.index', '/admin/action_image_type'),
  actionStatus: route('admin.action_status.index', '/admin/action_status'),
  helpdeskApi: route('admin.helpdesk_api.index', '/admin/helpdesk_api'),
  marrekriteApi: route('admin.marrekrite_api.index', '/admin/marrekrite_api'),
  geoServer: route('admin.geo_server.index', '/admin/geo_server'),
  audit: route('admin.audit.index', '/admin/audit'),
} as const;

export type PathKey = keyof typeof paths;

/** Fills a pattern's `:params` (e.g. hrefOf('/admin/users/:id', {id: 3}) → '/admin/users/3'). */
export function hrefOf(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

/**
 * The audit log filtered on one subject: the detail screens' "Geschiedenis" link,
 * e.g. historyHref('role', 3) → '/admin/audit?subject_type=role&subject_id=3'. Bookmarkable.
 */
export function historyHref(subjectType: string, subjectId: number): string {
  return `${paths.audit.path}?${new URLSearchParams({ subject_type: subjectType, subject_id: String(subjectId) }).toString()}`;
}

/** A path under a list route, e.g. detailHref(paths.users, 5) → '/admin/users/5', plus an optional suffix ('edit'). */
export function detailHref(base: RoutePath, id: string | number, suffix?: string): string {
  const href = `${base.path}/${encodeURIComponent(String(id))}`;
  return suffix ? `${href}/${suffix}` : href;
}
