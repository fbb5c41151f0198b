/**
 * What an export of a map object type can hold: the type's statuses (GET /v1/type/{id}/status)
 * and its attributes (GET /v1/type/{id}/attribute), whose names the export publishes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { namedItemSchema } from '@console/contract/config-fields';
import { mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import { CONFIG_KEY } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

const key = (api: string) => [CONFIG_KEY, 'geoserver', api] as const;

export const typeStatusesOptions = (typeId: number) => queryOptions({
  queryKey: key(`/v1/type/${typeId}/status`),
  queryFn: () => http.list(`/v1/type/${typeId}/status`, namedItemSchema),
});

export const typeAttributesOptions = (typeId: number) => queryOptions({
  queryKey: key(`/v1/type/${typeId}/attribute`),
  queryFn: () => http.list(`/v1/type/${typeId}/attribute`, mapObjectTypeAttributeSchema),
});

const chosen = (typeId: number | null | undefined): typeId is number => typeId !== null && typeId !== undefined;

/** The statuses of the chosen type; idle while none is chosen. */
export function useTypeStatuses(typeId: number | null | undefined) {
  return useQuery({ ...typeStatusesOptions(typeId ?? 0), enabled: chosen(typeId) });
}

/** The attributes of the chosen type; idle while none is chosen. */
export function useTypeAttributes(typeId: number | null | undefined) {
  return useQuery({ ...typeAttributesOptions(typeId ?? 0), enabled: chosen(typeId) });
}
