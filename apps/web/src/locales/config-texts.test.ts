/** The spec's Dutch texts of the configuration screens (document 2, section 8), exactly as written. */
import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../lib/translations';

const translations = { nl: await loadTranslations('nl'), en: await loadTranslations('en') };

function text(path: string): unknown {
  let node: unknown = translations.nl;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

describe('configuration texts (nl)', () => {
  it.each([
    ['map_object_types.deleted', 'Type verwijderd'],
    ['map_object_types.saved', 'Wijzigingen opgeslagen'],
    ['map_object_types.created', 'Type {{name}} aangemaakt'],
    ['map_object_types.attributes_added', 'Attribute toegevoegd'],
    ['map_object_types.attributes_removed', 'Attribute verwijderd'],
    ['map_object_types.status_added', 'Status toegevoegd'],
    ['map_object_types.status_removed', 'Status verwijderd'],
    ['map_object_types.constraints_added', 'Constraint toegevoegd'],
    ['map_object_types.constraints_removed', 'Constraint verwijderd'],
    ['map_object_types.selections_added', 'Selectietype toegevoegd'],
    ['map_object_types.selections_removed', 'Selectietype verwijderd'],
    ['map_object_types.actionStatus_added', 'Actie status toegevoegd'],
    ['map_object_types.actionStatus_removed', 'Actie status verwijderd'],
    ['map_object_types.settings_added', 'Instelling toegevoegd'],
    ['map_object_types.settings_removed', 'Instelling verwijderd'],
    ['link_attributes.cancel_confirm', 'Sure to cancel?'],
    ['geo_server.created', 'Geo Server Export is aangemaakt'],
    ['geo_server.exported', 'Data geexporteerd'],
    ['marrekrite_api.delete_title', 'Koppeling verwijderen'],
    ['confirm.yes', 'Ja, ik weet het zeker'],
    ['confirm.no', 'Nee'],
  ])('%s is %s', (path, expected) => {
    expect(text(path)).toBe(expected);
  });
});
