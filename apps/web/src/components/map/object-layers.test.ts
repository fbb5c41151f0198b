import { describe, expect, it } from 'vitest';
import { defaultIcon } from '@console/contract/icons';
import { applyView, colourPaint, OBJECT_LAYERS, objectFilter, objectLayers, objectSource, typeColors, type ObjectView } from './object-layers';

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
    const coloured = objectLayers(icons, everything).filter((l) => l.type === 'fill' || l.type === 'line').map((l) => l.id);
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
    expect(set).not.toContain(OBJECT_LAYERS.lines);
  });
});
