import { describe, expect, it } from 'vitest';
import { actionsUrl } from './action-layer';

describe('actionsUrl', () => {
  it('asks for the actions the map shows in the box, as GeoJSON, within the world', () => {
    expect(actionsUrl('http://x', [5.1234567, 52.1, 5.2, 52.2])).toBe('http://x/v1/action?on_map=1&format=geojson&bbox=5.123457,52.1,5.2,52.2');
    expect(actionsUrl('http://x', [-190, 1, 190, 2])).toBe('http://x/v1/action?on_map=1&format=geojson&bbox=-180,1,180,2');
  });
});
