/**
 * What the preview reads: the type's attributes (required, default, order, lookup values), the
 * network's attributes (for their group) and groups, and the type's action statuses with their
 * colours. All configuration reads, under the configuration key.
 */
import { useQuery } from '@tanstack/react-query';
import { actionStatusSchema } from '@console/contract/action-statuses';
import { attributeGroupSchema } from '@console/contract/attribute-groups';
import { attributeSchema } from '@console/contract/attributes';
import { namedItemSchema } from '@console/contract/config-fields';
import { mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const key = (typeId: number) => [...queryKeys.config, 'map_object_type_preview', typeId] as const;

async function readPreview(typeId: number) {
  const [fields, attributes, groups, statuses, linked] = await Promise.all([
    http.list(apiPaths.typeAttributes(typeId), mapObjectTypeAttributeSchema),
    http.list(apiPaths.attributes, attributeSchema),
    http.list(apiPaths.attributeGroups, attributeGroupSchema),
    http.list(apiPaths.actionStatuses, actionStatusSchema),
    http.list(apiPaths.typeActionStatuses(typeId), namedItemSchema),
  ]);
  const ids = new Set(linked.map((s) => s.id));
  return {
    fields,
    groupOf: new Map(attributes.map((a) => [a.id, a.attribute_group_id])),
    groups,
    statuses: statuses.filter((s) => ids.has(s.id)).sort((a, b) => a.weight - b.weight || a.id - b.id),
  };
}

export type PreviewData = Awaited<ReturnType<typeof readPreview>>;

export function usePreviewData(typeId: number | null) {
  return useQuery({ queryKey: key(typeId ?? 0), queryFn: () => readPreview(typeId ?? 0), enabled: typeId !== null });
}
