/**
 * A presented row (a map object, an action) as a GeoJSON Feature: its geometry, and as properties
 * its fields and its attribute values by attribute name (what a GIS shows as columns; a field of
 * the row wins over an attribute of the same name).
 */
export function geojsonFeature(id: number, geometry: unknown, fields: Record<string, unknown>, values: readonly { name: string; value: unknown }[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const v of values) if (v.value !== null) properties[v.name] ??= v.value;
  return { type: 'Feature', id, geometry: geometry ?? null, properties: { ...properties, ...fields } };
}
