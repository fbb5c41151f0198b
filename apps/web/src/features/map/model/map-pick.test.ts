import { describe, expect, it } from 'vitest';
import type { MapObject } from '@console/contract/map-objects';
import { parentRefusal, splitClick } from './map-pick';

// A line due east along 52° N: a thousandth of a degree of longitude is about 68.5 m there.
const line: Pick<MapObject, 'geometry'> = { geometry: { type: 'LineString', coordinates: [[5, 52], [5.002, 52], [5.004, 52]] } };

describe('where a click splits a line', () => {
  it('snaps a click beside the line onto it, between its corners', () => {
    expect(splitClick(line, [5.001, 52.0001])).toEqual({ at: [5.001, 52] });
  });

  it('splits at a corner clicked', () => {
    expect(splitClick(line, [5.002, 51.99995])).toEqual({ at: [5.002, 52] });
  });

  it('says how far off the line a click is beyond 25 m', () => {
    expect(splitClick(line, [5.001, 52.001])).toEqual({ refusal: { key: 'map.split.off_line', values: { metres: 111, tolerance: 25 } } });
  });

  it('refuses an end of the line, and an object that is no line', () => {
    expect(splitClick(line, [4.9999, 52])).toEqual({ refusal: { key: 'map.split.at_end', values: {} } });
    expect(splitClick({ geometry: { type: 'Point', coordinates: [5, 52] } }, [5, 52])).toEqual({ refusal: { key: 'map.split.not_a_line', values: {} } });
  });
});

describe('the object clicked as a parent', () => {
  const sign = { id: 7, code: 'RB7', parent_id: 3 };
  const posts = [{ id: 1, name: 'Knooppuntpaal' }, { id: 2, name: 'Mast' }];

  it('takes an object of an allowed type', () => {
    expect(parentRefusal(sign, { id: 4, typeId: 1, code: 'KP4' }, posts, [])).toBeNull();
  });

  it('names the allowed types when the type is not one of them', () => {
    expect(parentRefusal(sign, { id: 5, typeId: 9, code: 'FP5' }, posts, [])).toEqual({
      key: 'map.pick_parent.wrong_type', values: { code: 'FP5', object: 'RB7', types: 'Knooppuntpaal, Mast' },
    });
  });

  it('refuses itself, its parent of now, what hangs on it, and waits for the constraints', () => {
    expect(parentRefusal(sign, { id: 7, typeId: 1, code: 'RB7' }, posts, [])?.key).toBe('map.pick_parent.itself');
    expect(parentRefusal(sign, { id: 3, typeId: 1, code: 'KP3' }, posts, [])?.key).toBe('map.pick_parent.already');
    expect(parentRefusal(sign, { id: 8, typeId: 2, code: 'M8' }, posts, [8])?.key).toBe('map.pick_parent.own_part');
    expect(parentRefusal(sign, { id: 4, typeId: 1, code: 'KP4' }, null, [])?.key).toBe('map.pick_parent.loading');
  });
});
