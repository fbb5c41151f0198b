/**
 * Whether the action's object's type asks a photo before a final status ("Foto verplicht",
 * docs/actions.md): the object's type (GET /v1/object/{id}) and that type's settings. Silent: a
 * role that may not read the object asks nothing here, and the server still refuses on the status.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { namedItemSchema } from '@console/contract/config-fields';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const objectTypeSchema = z.object({ map_object_type_id: z.number().int() });

export const usePhotoRequired = (objectId: number | null) => useQuery({
  queryKey: [...queryKeys.actions, 'photo_required', objectId ?? 0],
  queryFn: async () => {
    if (objectId === null) return false;
    const object = await http.get(apiPaths.object(objectId), objectTypeSchema, { silent: true });
    const settings = await http.list(apiPaths.typeSettingsOf(object.map_object_type_id), namedItemSchema, { silent: true });
    return settings.some((s) => s.name === TYPE_SETTING.photoRequired);
  },
  retry: false,
});
