/**
 * The side menu's entries, as the spec lists them, and the network's map and its areas near the top:
 * organisation (super admins only), photo
 * categories (always disabled), networks, roles, teams, users, user roles, and the groups
 * for objects, attributes, actions, selections and links (document 2's screens).
 */
import type { ReactNode } from 'react';
import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, BankOutlined, BorderOutlined, CameraOutlined, HomeOutlined,
  EnvironmentOutlined, IdcardOutlined, SafetyCertificateOutlined, SelectOutlined, TagsOutlined, TeamOutlined,
  ThunderboltOutlined, UserOutlined,
} from '@ant-design/icons';
import { paths } from '../../lib/paths';

export interface MenuContext {
  superAdmin: boolean;
}

export interface MenuEntry {
  /** Unique key; for a leaf, the route it opens. */
  key: string;
  /** i18n key of the label. */
  label: string;
  icon?: ReactNode;
  children?: MenuEntry[];
  disabled?: (ctx: MenuContext) => boolean;
  /** Marked on its own path only, not on the paths under it (home: every admin screen is under /admin). */
  exact?: boolean;
}

const leaf = (path: string, label: string, icon?: ReactNode, disabled?: MenuEntry['disabled']): MenuEntry =>
  ({ key: path, label, icon, disabled });

export const menuEntries: MenuEntry[] = [
  { ...leaf(paths.home.path, 'menu.home', <HomeOutlined aria-hidden />), exact: true },
  leaf(paths.map.path, 'menu.map', <EnvironmentOutlined aria-hidden />),
  leaf(paths.geoAreas.path, 'menu.geo_areas', <BorderOutlined aria-hidden />),
  leaf(paths.tenants.path, 'menu.organisation', <BankOutlined aria-hidden />, (ctx) => !ctx.superAdmin),
  // Photo categories are in the menu but have no screen (spec: always disabled).
  leaf('photo-categories', 'menu.photo_categories', <CameraOutlined aria-hidden />, () => true),
  leaf(paths.networks.path, 'menu.networks', <ApartmentOutlined aria-hidden />),
  leaf(paths.roles.path, 'menu.roles', <SafetyCertificateOutlined aria-hidden />),
  leaf(paths.teams.path, 'menu.teams', <TeamOutlined aria-hidden />),
  leaf(paths.users.path, 'menu.users', <UserOutlined aria-hidden />),
  leaf(paths.userRoles.path, 'menu.user_roles', <IdcardOutlined aria-hidden />),
  {
    key: 'objects', label: 'menu.objects', icon: <AppstoreOutlined aria-hidden />, children: [
      leaf(paths.mapObjectTypes.path, 'menu.map_object_types'),
      leaf(paths.mapObjectCategories.path, 'menu.map_object_categories'),
      leaf(paths.mapObjectStatus.path, 'menu.map_object_status'),
      leaf(paths.mapObjects.path, 'menu.map_objects'),
    ],
  },
  {
    key: 'attributes', label: 'menu.attributes_group', icon: <TagsOutlined aria-hidden />, children: [
      leaf(paths.attributes.path, 'menu.attributes'),
      leaf(paths.attributeGroups.path, 'menu.attribute_groups'),
    ],
  },
  {
    key: 'actions', label: 'menu.actions', icon: <ThunderboltOutlined aria-hidden />, children: [
      leaf(paths.actionTypes.path, 'menu.action_types'),
      leaf(paths.actionCategories.path, 'menu.action_category'),
      leaf(paths.actionImageTypes.path, 'menu.action_image_type'),
      leaf(paths.actionStatus.path, 'menu.action_status'),
      leaf(paths.actions.path, 'menu.action_overview'),
    ],
  },
  {
    key: 'selections', label: 'menu.selections', icon: <SelectOutlined aria-hidden />, children: [
      leaf(paths.selectionTypes.path, 'menu.selection_type'),
      leaf(paths.selections.path, 'menu.selections_list'),
    ],
  },
  {
    key: 'links', label: 'menu.links', icon: <ApiOutlined aria-hidden />, children: [
      leaf(paths.helpdeskApi.path, 'menu.helpdesk_api'),
      leaf(paths.marrekriteApi.path, 'menu.marrekrite_api'),
      leaf(paths.geoServer.path, 'menu.geo_server'),
    ],
  },
];

export interface ActiveEntry {
  key: string;
  /** The group the leaf is in, null for a top-level entry. */
  group: string | null;
}

/** The leaf whose route is the longest prefix of the path, and its group (for selected and open keys). */
export function activeEntry(pathname: string, entries: readonly MenuEntry[] = menuEntries): ActiveEntry | null {
  const leaves = entries.flatMap<ActiveEntry & Pick<MenuEntry, 'exact'>>((entry) => (entry.children
    ? entry.children.map((child) => ({ key: child.key, group: entry.key }))
    : [{ key: entry.key, group: null, exact: entry.exact }]));
  const matching = leaves.filter((l) => pathname === l.key || (!l.exact && pathname.startsWith(`${l.key}/`)));
  if (matching.length === 0) return null;
  const { key, group } = matching.reduce((a, b) => (b.key.length > a.key.length ? b : a));
  return { key, group };
}
