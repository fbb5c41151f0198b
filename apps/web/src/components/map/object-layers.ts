/**
 * The objects' vector tiles on a map (the API's /v1/object/tile, layers `objects` and
 * `clusters`) and how they are drawn, as pure data: points as their type's icon (icon-images.ts)
 * with the label under it, lines and areas in the type's colours, the selected object in its
 * selected colours on top and outlined whatever its icon (a ring round a point, a casing under a
 * line, an outline round an area: a type whose selected icon looks like its normal one still
 * shows which object is open), clusters as circles with their count. What shows is one filter:
 * hidden types, a status, and the selection.
 */
import type { IconSetting } from '@console/contract/icons';
import { ICON_IMAGE_PREFIX, SELECTED_SUFFIX } from './icon-images';
import type { FilterSpec, LayerSpec, PaintValue, SourceSpec } from './map-style';

export const OBJECT_SOURCE = 'objects';
/** The tile layers the API writes. */
export const TILE_LAYER = 'objects';
export const CLUSTER_LAYER = 'clusters';
/** Tiles are cut up to this zoom; beyond it MapLibre enlarges them. */
export const TILE_MAX_ZOOM = 16;

/** The layers that show objects (the ones a click can hit). */
export const OBJECT_LAYERS = {
  polygons: 'objects-polygons',
  polygonLines: 'objects-polygon-lines',
  lines: 'objects-lines',
  points: 'objects-points',
  selectedPolygons: 'objects-selected-polygons',
  selectedPolygonLines: 'objects-selected-polygon-lines',
  selectedLines: 'objects-selected-lines',
  selectedPoints: 'objects-selected-points',
} as const;
export const CLUSTER_LAYERS = { circles: 'clusters-circles', counts: 'clusters-counts' } as const;
/** The selected object's outline, under its own layer: not clickable, not in a type's colour. */
export const SELECTION_LAYERS = { ring: 'objects-selection-ring', casing: 'objects-selection-casing', outline: 'objects-selection-outline' } as const;
/** The outline's colour: the console's blue, apart from the map's greens and greys. */
export const SELECTION_COLOUR = '#1668dc';

/** The vector source of the objects; `version` changes the URL so the map reloads them after a write. */
export function objectSource(tileUrl: string, version = 0): SourceSpec {
  return { type: 'vector', tiles: [version ? `${tileUrl}?v=${version}` : tileUrl], minzoom: 0, maxzoom: TILE_MAX_ZOOM, promoteId: { [TILE_LAYER]: 'id' } };
}

/** A colour per type, by the type's icon setting; `fallback` for a type without one. */
export function typeColors(icons: readonly IconSetting[], selected: boolean, fallback = '#1668dc'): PaintValue {
  const colourOf = (icon: IconSetting) => (selected ? icon.color_selected : icon.color);
  const [head, ...rest] = icons;
  if (!head) return fallback;
  return ['match', ['get', 'map_object_type_id'], head.map_object_type_id, colourOf(head),
    ...rest.flatMap((icon) => [icon.map_object_type_id, colourOf(icon)]), fallback];
}

export interface ObjectView {
  /** Types not shown. */
  hiddenTypeIds: readonly number[];
  /** Only objects of this status; null: every status. */
  statusId: number | null;
  /** The selected object (drawn in its selected colours); null: none. */
  selectedId: number | null;
}

const geoType = (type: string): FilterSpec => ['==', ['get', 'geo_type'], type] as FilterSpec;

/** The filter of a layer of one geo type, drawing the selected object or the others. */
export function objectFilter(view: ObjectView, type: 'point' | 'linestring' | 'polygon', selected: boolean): FilterSpec {
  const parts: unknown[] = [geoType(type)];
  if (view.hiddenTypeIds.length) parts.push(['!', ['in', ['get', 'map_object_type_id'], ['literal', [...view.hiddenTypeIds]]]]);
  if (view.statusId !== null) parts.push(['==', ['get', 'map_object_status_id'], view.statusId]);
  parts.push(selected ? ['==', ['get', 'id'], view.selectedId ?? -1] : ['!=', ['get', 'id'], view.selectedId ?? -1]);
  return ['all', ...parts] as FilterSpec;
}

/** Which layers draw the selected object, and which the others, per geo type. */
export const LAYER_GEO: Record<string, { type: 'point' | 'linestring' | 'polygon'; selected: boolean }> = {
  [OBJECT_LAYERS.polygons]: { type: 'polygon', selected: false },
  [OBJECT_LAYERS.polygonLines]: { type: 'polygon', selected: false },
  [OBJECT_LAYERS.lines]: { type: 'linestring', selected: false },
  [OBJECT_LAYERS.points]: { type: 'point', selected: false },
  [OBJECT_LAYERS.selectedPolygons]: { type: 'polygon', selected: true },
  [OBJECT_LAYERS.selectedPolygonLines]: { type: 'polygon', selected: true },
  [OBJECT_LAYERS.selectedLines]: { type: 'linestring', selected: true },
  [OBJECT_LAYERS.selectedPoints]: { type: 'point', selected: true },
  [SELECTION_LAYERS.ring]: { type: 'point', selected: true },
  [SELECTION_LAYERS.casing]: { type: 'linestring', selected: true },
  [SELECTION_LAYERS.outline]: { type: 'polygon', selected: true },
};

/** The image of a point: its type's icon (icon-images.ts iconImageId), normal or selected. */
const iconOfFeature = (selected: boolean) => ['concat', ICON_IMAGE_PREFIX, ['to-string', ['get', 'map_object_type_id']], selected ? SELECTED_SUFFIX : ''];

/** Every layer of the objects and clusters, filtered by `view`, coloured by `icons`. */
export function objectLayers(icons: readonly IconSetting[], view: ObjectView): LayerSpec[] {
  const source = { source: OBJECT_SOURCE, 'source-layer': TILE_LAYER };
  const filter = (id: string) => objectFilter(view, LAYER_GEO[id].type, LAYER_GEO[id].selected);
  const label = {
    'text-field': ['get', 'label'], 'text-size': 12, 'text-offset': [0, 1.4], 'text-anchor': 'top', 'text-optional': true,
  };
  const labelPaint = { 'text-color': '#1f1f1f', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 };
  const points = (id: string, selected: boolean): LayerSpec => ({
    id, type: 'symbol', ...source, filter: filter(id),
    layout: { 'icon-image': iconOfFeature(selected), 'icon-allow-overlap': true, 'icon-ignore-placement': selected, ...label, 'symbol-sort-key': selected ? 1 : 0 },
    paint: labelPaint,
  } as LayerSpec);
  return [
    { id: OBJECT_LAYERS.polygons, type: 'fill', ...source, filter: filter(OBJECT_LAYERS.polygons), paint: { 'fill-color': typeColors(icons, false), 'fill-opacity': 0.25 } } as LayerSpec,
    { id: OBJECT_LAYERS.polygonLines, type: 'line', ...source, filter: filter(OBJECT_LAYERS.polygonLines), paint: { 'line-color': typeColors(icons, false), 'line-width': 2 } } as LayerSpec,
    { id: OBJECT_LAYERS.lines, type: 'line', ...source, filter: filter(OBJECT_LAYERS.lines), layout: { 'line-cap': 'round', 'line-join': 'round' }, paint: { 'line-color': typeColors(icons, false), 'line-width': 4 } } as LayerSpec,
    { id: SELECTION_LAYERS.outline, type: 'line', ...source, filter: filter(SELECTION_LAYERS.outline), layout: { 'line-join': 'round' }, paint: { 'line-color': SELECTION_COLOUR, 'line-width': 8, 'line-opacity': 0.5 } } as LayerSpec,
    { id: OBJECT_LAYERS.selectedPolygons, type: 'fill', ...source, filter: filter(OBJECT_LAYERS.selectedPolygons), paint: { 'fill-color': typeColors(icons, true), 'fill-opacity': 0.45 } } as LayerSpec,
    { id: OBJECT_LAYERS.selectedPolygonLines, type: 'line', ...source, filter: filter(OBJECT_LAYERS.selectedPolygonLines), paint: { 'line-color': typeColors(icons, true), 'line-width': 3 } } as LayerSpec,
    { id: SELECTION_LAYERS.casing, type: 'line', ...source, filter: filter(SELECTION_LAYERS.casing), layout: { 'line-cap': 'round', 'line-join': 'round' }, paint: { 'line-color': SELECTION_COLOUR, 'line-width': 14, 'line-opacity': 0.45 } } as LayerSpec,
    { id: OBJECT_LAYERS.selectedLines, type: 'line', ...source, filter: filter(OBJECT_LAYERS.selectedLines), layout: { 'line-cap': 'round', 'line-join': 'round' }, paint: { 'line-color': typeColors(icons, true), 'line-width': 6 } } as LayerSpec,
    points(OBJECT_LAYERS.points, false),
    { id: SELECTION_LAYERS.ring, type: 'circle', ...source, filter: filter(SELECTION_LAYERS.ring),
      paint: { 'circle-radius': 20, 'circle-color': SELECTION_COLOUR, 'circle-opacity': 0.15, 'circle-stroke-color': SELECTION_COLOUR, 'circle-stroke-width': 3 } } as LayerSpec,
    points(OBJECT_LAYERS.selectedPoints, true),
    { id: CLUSTER_LAYERS.circles, type: 'circle', source: OBJECT_SOURCE, 'source-layer': CLUSTER_LAYER,
      paint: { 'circle-color': '#1668dc', 'circle-opacity': 0.85, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2,
        'circle-radius': ['step', ['get', 'point_count'], 14, 50, 18, 500, 24] } } as LayerSpec,
    { id: CLUSTER_LAYERS.counts, type: 'symbol', source: OBJECT_SOURCE, 'source-layer': CLUSTER_LAYER,
      layout: { 'text-field': ['to-string', ['get', 'point_count']], 'text-size': 12, 'text-allow-overlap': true },
      paint: { 'text-color': '#ffffff' } } as LayerSpec,
  ];
}

/** Sets every object layer's filter for `view` on a map that has them. */
export function applyView(map: { getLayer: (id: string) => unknown; setFilter: (id: string, filter: FilterSpec) => unknown }, view: ObjectView): void {
  for (const [id, { type, selected }] of Object.entries(LAYER_GEO)) {
    if (map.getLayer(id)) map.setFilter(id, objectFilter(view, type, selected));
  }
}

/** The paint properties that carry the types' colours, per layer: set again when the icons change. */
export function colourPaint(icons: readonly IconSetting[]): [string, 'fill-color' | 'line-color', PaintValue][] {
  return [
    [OBJECT_LAYERS.polygons, 'fill-color', typeColors(icons, false)],
    [OBJECT_LAYERS.polygonLines, 'line-color', typeColors(icons, false)],
    [OBJECT_LAYERS.lines, 'line-color', typeColors(icons, false)],
    [OBJECT_LAYERS.selectedPolygons, 'fill-color', typeColors(icons, true)],
    [OBJECT_LAYERS.selectedPolygonLines, 'line-color', typeColors(icons, true)],
    [OBJECT_LAYERS.selectedLines, 'line-color', typeColors(icons, true)],
  ];
}
