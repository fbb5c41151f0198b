/**
 * Drawing and editing on a base map with terra-draw: a point, a line or an area drawn anew
 * (its mode's 'finish' gives the feature), and an existing geometry edited in the select mode
 * (a point dragged, a line's or area's corners dragged, added at a midpoint, removed). The
 * editor rests in the static mode between drawings.
 */
import {
  TerraDraw, TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode, TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Geometry } from '@console/contract/map-objects';

import { DRAW_COLOR, DRAW_MODE, SELECT_MODE, STATIC_MODE, type GeoType } from './draw-modes';

export { STATIC_MODE };

const editable = {
  feature: {
    draggable: true,
    coordinates: { draggable: true, midpoints: true, deletable: true },
  },
};

/** A terra-draw on `map` with the modes of `geoTypes` and the select mode to edit; started. */
export function createDraw(map: MapLibreMap, geoTypes: readonly GeoType[] = ['point', 'linestring', 'polygon']): TerraDraw {
  const modes = geoTypes.map((type) => {
    if (type === 'point') return new TerraDrawPointMode({ styles: { pointColor: DRAW_COLOR, pointWidth: 7, pointOutlineColor: '#ffffff', pointOutlineWidth: 2 } });
    if (type === 'linestring') return new TerraDrawLineStringMode({ styles: { lineStringColor: DRAW_COLOR, lineStringWidth: 4, closingPointColor: '#ffffff', closingPointOutlineColor: DRAW_COLOR, closingPointWidth: 6, closingPointOutlineWidth: 2 } });
    return new TerraDrawPolygonMode({
      styles: {
        fillColor: DRAW_COLOR, fillOpacity: 0.2, outlineColor: DRAW_COLOR, outlineWidth: 2,
        closingPointColor: '#ffffff', closingPointOutlineColor: DRAW_COLOR, closingPointWidth: 6, closingPointOutlineWidth: 2,
      },
    });
  });
  const select = new TerraDrawSelectMode({
    flags: { point: { feature: { draggable: true } }, linestring: editable, polygon: editable },
    styles: {
      selectedPointColor: DRAW_COLOR, selectedPointWidth: 8, selectedPointOutlineColor: '#ffffff', selectedPointOutlineWidth: 3,
      selectedLineStringColor: DRAW_COLOR, selectedLineStringWidth: 5,
      selectedPolygonColor: DRAW_COLOR, selectedPolygonFillOpacity: 0.25, selectedPolygonOutlineColor: DRAW_COLOR, selectedPolygonOutlineWidth: 2,
      selectionPointColor: '#ffffff', selectionPointOutlineColor: DRAW_COLOR, selectionPointWidth: 6, selectionPointOutlineWidth: 2,
      midPointColor: DRAW_COLOR, midPointOutlineColor: '#ffffff', midPointWidth: 4, midPointOutlineWidth: 1,
    },
  });
  const draw = new TerraDraw({ adapter: new TerraDrawMapLibreGLAdapter({ map }), modes: [...modes, select] });
  draw.start();
  return draw;
}

/** terra-draw rejects coordinates with more decimals than the adapter's precision (9). */
const round = (n: number) => Math.round(n * 1e9) / 1e9;
type Position = [number, number];
const roundAll = (g: Geometry): Geometry => {
  const p = (c: Position): Position => [round(c[0]), round(c[1])];
  if (g.type === 'Point') return { type: 'Point', coordinates: p(g.coordinates) };
  if (g.type === 'LineString') return { type: 'LineString', coordinates: g.coordinates.map(p) };
  return { type: 'Polygon', coordinates: g.coordinates.map((ring) => ring.map(p)) };
};

const modeOf = (g: Geometry) => (g.type === 'Point' ? DRAW_MODE.point : g.type === 'LineString' ? DRAW_MODE.linestring : DRAW_MODE.polygon);

/** Puts a stored geometry into the editor, selected for editing; its feature id, or null when terra-draw refuses it. */
export function editGeometry(draw: TerraDraw, geometry: Geometry): string | number | null {
  draw.clear();
  const id = draw.getFeatureId();
  const [result] = draw.addFeatures([{ type: 'Feature', id, geometry: roundAll(geometry), properties: { mode: modeOf(geometry) } } as GeoJSONStoreFeatures]);
  if (!result?.valid) return null;
  draw.setMode(SELECT_MODE);
  draw.selectFeature(id);
  return id;
}

/** The geometry of a drawn feature as the API takes it; null when it is gone. */
export function drawnGeometry(draw: TerraDraw, id: string | number): Geometry | null {
  const feature = draw.getSnapshot().find((f) => f.id === id);
  if (!feature) return null;
  const { type, coordinates } = feature.geometry as { type: string; coordinates: unknown };
  if (type === 'Point' || type === 'LineString' || type === 'Polygon') return { type, coordinates } as Geometry;
  return null;
}

/**
 * Leaves any drawing or editing and removes what was drawn. A stopped editor has nothing left to
 * reset and terra-draw throws on it ('Terra Draw is not enabled'): when a screen leaves the map,
 * the map and its editor go first and the drawing's own clean-up comes after, so it does nothing.
 */
export function resetDraw(draw: Pick<TerraDraw, 'enabled' | 'setMode' | 'clear'>): void {
  if (!draw.enabled) return;
  draw.setMode(STATIC_MODE);
  draw.clear();
}

/** Stops the editor (before its map is removed); a second stop does nothing. */
export function stopDraw(draw: Pick<TerraDraw, 'enabled' | 'stop'>): void {
  if (draw.enabled) draw.stop();
}
