/** The network's stored area (geoObject.data.data) as a polygon feature; null for none or anything else. */
import { areaFeatureSchema, type AreaFeature } from '@console/contract/networks';

export function parseAreaFeature(data: unknown): AreaFeature | null {
  const parsed = areaFeatureSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
