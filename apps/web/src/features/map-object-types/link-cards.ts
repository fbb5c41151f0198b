/** The link cards of a map object type's show screen, each with its editor: what can be linked, and extra fields of a new link. */
import type { ResourceSource } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import type { mapObjectTypeLinks } from './resource';

export type LinkKey = keyof typeof mapObjectTypeLinks;

export const linkCards: { key: LinkKey; candidates: ResourceSource; addFields?: { required?: boolean } }[] = [
  { key: 'attributes', candidates: sources.attributes },
  { key: 'status', candidates: sources.mapObjectStatuses },
  { key: 'constraints', candidates: sources.mapObjectTypes },
  { key: 'actionStatus', candidates: sources.actionStatuses },
  { key: 'settings', candidates: sources.typeSettings },
  { key: 'selections', candidates: sources.selectionTypes, addFields: { required: false } },
];
