/**
 * GET /v1/geo?format=geojson: every area of the network as one FeatureCollection, for Kaart's
 * area layer; read the first time the layer is switched on (under the areas' key: an import or
 * an edit on the Gebieden screen reads it again).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { areaCollectionSchema } from '../../../components/map/geo-area-features';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const useGeoAreas = (enabled: boolean) => useQuery({
  queryKey: [...queryKeys.geoAreas, 'map'],
  queryFn: ({ signal }) => http.get(apiPaths.geoAreas, areaCollectionSchema, { query: { format: 'geojson' }, raw: true, signal }),
  enabled,
});
