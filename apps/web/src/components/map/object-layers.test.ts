import { describe, expect, it } from 'vitest';
import { defaultIcon } from '@console/contract/icons';
import { applyView, colourPaint, OBJECT_LAYERS, objectFilter, objectLayers, objectSource, SELECTION_LAYERS, typeColors, type ObjectView } from './object-layers';

const icons = [
  { ...defaultIcon(1), color: '#e53935', color_selected: '#1e88e5' },
  { ...defaultIcon(2), color: '#43a047', color_selected: '#fdd835' },
];
const everything: ObjectView = { hiddenTypeIds: [], statusId: null, selectedId: null };

describe('the objects on the map', () => {
  it('come from the API tiles, read again under a new address after a write', () => {
    expect(objectSource('/v1/object/tile/{z}/{x}/{y}')).toMatchObject({ type: 'vector', tiles: ['/v1/object/tile/{z}/{x}/{y}'] });
    expect(objectSource('/v1/object/tile/{z}/{x}/{y}', 3)).toMatchObject({ tiles: ['/v1/object/tile/{z}/{x}/{y}?v=3'] });
  });

  it("colour lines and areas by their type's colour, or its selected colour", () => {
    expect(typeColors(icons, false)).toEqual(['match', ['get', 'map_object_type_id'], 1, '#e53935', 2, '#43a047', '#1668dc']);
    expect(typeColors(icons, true)).toEqual(['match', ['get', 'map_object_type_id'], 1, '#1e88e5', 2, '#fdd835', '#1668dc']);
    expect(typeColors([], false)).toBe('#1668dc');
    expect(colourPaint(icons).find(([layer]) => layer === OBJECT_LAYERS.selectedLines)?.[2]).toEqual(typeColors(icons, true));
    // Every layer drawn in a type's colour gets it again when the icons change.
    const outlines: string[] = Object.values(SELECTION_LAYERS);
    const coloured = objectLayers(icons, everything).filter((l) => (l.type === 'fill' || l.type === 'line') && !outlines.includes(l.id)).map((l) => l.id);
    expect(colourPaint(icons).map(([layer]) => layer).sort()).toEqual(coloured.sort());
  });

  it("draw points as their type's icon, normal or selected, with the label under it", () => {
    const layers = objectLayers(icons, everything);
    const points = layers.find((l) => l.id === OBJECT_LAYERS.points);
    const selected = layers.find((l) => l.id === OBJECT_LAYERS.selectedPoints);
    expect(points).toMatchObject({ type: 'symbol', 'source-layer': 'objects', layout: { 'icon-image': ['concat', 'type-icon-', ['to-string', ['get', 'map_object_type_id']], ''], 'text-field': ['get', 'label'] } });
    expect(selected).toMatchObject({ layout: { 'icon-image': ['concat', 'type-icon-', ['to-string', ['get', 'map_object_type_id']], '-selected'] } });
    expect(layers.filter((l) => 'source-layer' in l && l['source-layer'] === 'clusters').map((l) => l.type)).toEqual(['circle', 'symbol']);
  });

  it('outline the selected object whatever its icon: a ring under a point, a casing under a line, an outline under an area', () => {
    const view: ObjectView = { ...everything, selectedId: 9 };
    for (const ofIcons of [icons, []]) {
      const layers = objectLayers(ofIcons, view);
      const at = (id: string) => layers.findIndex((l) => l.id === id);
      for (const [outline, own, geo] of [
        [SELECTION_LAYERS.ring, OBJECT_LAYERS.selectedPoints, 'point'],
        [SELECTION_LAYERS.casing, OBJECT_LAYERS.selectedLines, 'linestring'],
        [SELECTION_LAYERS.outline, OBJECT_LAYERS.selectedPolygons, 'polygon'],
      ] as const) {
        expect(layers[at(outline)]).toMatchObject({ filter: objectFilter(view, geo, true) });
        expect(at(outline)).toBeLessThan(at(own));
      }
      expect(layers[at(SELECTION_LAYERS.ring)]).toMatchObject({ type: 'circle', paint: { 'circle-stroke-color': '#1668dc' } });
    }
  });

  it('show only the types not hidden, of the status chosen, the selected one in its own layer', () => {
    const view: ObjectView = { hiddenTypeIds: [2], statusId: 5, selectedId: 9 };
    expect(objectFilter(view, 'point', false)).toEqual(['all',
      ['==', ['get', 'geo_type'], 'point'],
      ['!', ['in', ['get', 'map_object_type_id'], ['literal', [2]]]],
      ['==', ['get', 'map_object_status_id'], 5],
      ['!=', ['get', 'id'], 9]]);
    expect(objectFilter(everything, 'linestring', true)).toEqual(['all', ['==', ['get', 'geo_type'], 'linestring'], ['==', ['get', 'id'], -1]]);
  });

  it('set every object layer the map has to the view', () => {
    const set: string[] = [];
    applyView({ getLayer: (id) => (id === OBJECT_LAYERS.lines ? undefined : {}), setFilter: (id) => set.push(id) }, everything);
    expect(set).toContain(OBJECT_LAYERS.points);
    expect(set).toContain(OBJECT_LAYERS.selectedPolygons);
    expect(set).toContain(SELECTION_LAYERS.ring);
    expect(set).not.toContain(OBJECT_LAYERS.lines);
  });
});
