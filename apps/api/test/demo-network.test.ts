/** The demo network's map: a few hundred junctions and the segments between them, each a valid geometry in the Netherlands. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { checkGeometry } from '../src/lib/geometry/check';
import { demoMap } from '../src/modules/map-objects/demo-network';

const area = DEFAULT_AREA.geometry.coordinates.map((ring) => ring.map((p) => [...p]));

describe('demoMap', () => {
  const map = demoMap();

  it('has a few hundred junctions numbered 1 to 99 and the segments between neighbours', () => {
    expect(map.junctions.length).toBeGreaterThan(250);
    expect(map.junctions.length).toBeLessThan(320);
    expect(map.segments.length).toBeGreaterThan(map.junctions.length);
    expect(new Set(map.junctions.map((j) => j.number)).size).toBe(99);
    for (const s of map.segments) expect(s.line[0]).toEqual(map.junctions[s.from].position);
  });

  it('is the same map every time, and every geometry passes the API checker inside the area', () => {
    expect(demoMap()).toEqual(map);
    for (const j of map.junctions) expect(checkGeometry({ type: 'Point', coordinates: j.position }, 'point', area)).not.toHaveProperty('error');
    for (const s of map.segments) expect(checkGeometry({ type: 'LineString', coordinates: s.line }, 'linestring', area)).not.toHaveProperty('error');
  });
});
