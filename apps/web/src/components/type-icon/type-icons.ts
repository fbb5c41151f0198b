/**
 * GET /v1/type?include=icon: the network's object types, each with its icon, which the map and
 * a selection's map draw. The icons come with the types because whoever reads the types reads
 * them there (a map's reader and editor), where the network's key-value entries they are kept
 * in answer only its administrators. One call (lib/shared-calls.ts), so the map's first calls
 * serve both.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectTypeSchema, type MapObjectType } from '@console/contract/map-object-types';
import { callQuery } from '../../lib/call-query';
import { typesWithIconsCall } from '../../lib/shared-calls';
import type { TypeIcon } from '../map/icon-images';
import { iconOf, labelOf } from './icon-setting';

/** The types' query (the map's panel and type list use the types themselves). */
export const typesWithIconsQuery = () => callQuery(typesWithIconsCall, z.array(mapObjectTypeSchema));

/** Each type's icon as the map draws it: the stored setting, else the default icon, with the type's label. */
export const typeIconsOf = (types: readonly MapObjectType[]): TypeIcon[] =>
  types.map((type) => ({ setting: iconOf(type.id, type.icon?.data), text: labelOf(type) }));

/** The icons of the network's types. */
export function useTypeIcons() {
  return useQuery({ ...typesWithIconsQuery(), select: typeIconsOf });
}
