/**
 * The permissions the platform knows (the catalogue every database holds, `permissions`; the
 * seed writes it from this list), and the named presets routes and callers are made of. A
 * permission is named through `PermissionName`, so a misspelt one does not compile.
 */

/** The catalogue: name, and the Dutch display name and description a role's screen shows. */
export const PERMISSION_CATALOGUE = [
  { name: 'module-admin', displayName: 'Beheer', description: 'Toegang tot de beheerconsole van het netwerk' },
  { name: 'module-map', displayName: 'Kaart', description: 'Kaart bekijken' },
  { name: 'module-map-edit', displayName: 'Kaart bewerken', description: 'Kaartobjecten aanmaken en wijzigen' },
  { name: 'module-actions', displayName: 'Acties', description: 'Acties bekijken en uitvoeren' },
  { name: 'module-selections', displayName: 'Selecties', description: 'Selecties beheren' },
  { name: 'module-reports', displayName: 'Rapportages', description: 'Rapportages bekijken' },
  { name: 'module-export', displayName: 'Export', description: 'Gegevens exporteren' },
] as const;

export type PermissionName = (typeof PERMISSION_CATALOGUE)[number]['name'];

export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSION_CATALOGUE.map((p) => p.name);

/** The network's administrators: every admin route asks it, and it passes every other route. */
export const ADMIN_PERMISSION = 'module-admin' satisfies PermissionName;

/**
 * What a route asks, by name: any one of the preset's permissions admits (module-admin always
 * does); and what a caller without a role holds (`report`: an integration). The configuration's reads are open to whoever works on the
 * network's map or actions, as the field app shows and fills in what they configure.
 */
export const PERMISSION_PRESETS = {
  /** the network's administration: configuration changes, users, keys, settings */
  admin: [ADMIN_PERMISSION],
  /** reading the map: objects, tiles, counts, files, a sync */
  readMap: ['module-map'],
  /** editing the map: creating, changing and deleting objects, uploading files */
  editMap: ['module-map-edit'],
  /** reading and working on actions, their comments and photos */
  actions: ['module-actions'],
  /** reading the published layers and managing their key */
  export: ['module-export'],
  /** reading selections and routes: whoever edits them, and whoever reads the map */
  readSelections: ['module-selections', 'module-map'],
  /** making, changing and deleting selections and routes (docs/selections.md: whose they are) */
  editSelections: ['module-selections'],
  /** reading the network's configuration (types, attributes, statuses, ...) */
  readConfig: ['module-map', 'module-map-edit', 'module-actions', 'module-selections'],
  /**
   * reading the network itself (its name, its area, the caller's own role and permissions
   * there): whoever holds any permission on it, as the field app and the console's layout do
   */
  readNetwork: ['module-admin', 'module-map', 'module-map-edit', 'module-actions', 'module-selections', 'module-reports', 'module-export'],
  /** what an integration's report holds (helpdesk, Marrekrite): making an action and changing its status, nothing else */
  report: ['module-actions'],
} as const satisfies Record<string, readonly PermissionName[]>;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
