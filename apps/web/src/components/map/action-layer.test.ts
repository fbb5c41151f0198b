import { describe, expect, it } from 'vitest';
import { STATUS_PALETTE } from '../action-status/status-colour';
import { actionColours, actionsUrl, statusIdsOf } from './action-layer';

describe('actionsUrl', () => {
  it('asks for the actions the map shows in the box, as GeoJSON, within the world', () => {
    expect(actionsUrl('http://x', [5.1234567, 52.1, 5.2, 52.2])).toBe('http://x/v1/action?on_map=1&format=geojson&bbox=5.123457,52.1,5.2,52.2');
    expect(actionsUrl('http://x', [-190, 1, 190, 2])).toBe('http://x/v1/action?on_map=1&format=geojson&bbox=-180,1,180,2');
  });
});

describe('actionColours', () => {
  it("colours a ring by its action's status: its own colour, else the palette's, grey for none", () => {
    expect(actionColours([{ id: 1, color: '#1677ff' }, { id: 2, color: '-' }]))
      .toEqual(['match', ['get', 'action_status_id'], 1, '#1677ff', 2, STATUS_PALETTE[2], '#8c8c8c']);
  });

  it('is grey before the statuses are in', () => {
    expect(actionColours([])).toBe('#8c8c8c');
  });
});

describe('statusIdsOf', () => {
  it('gives the statuses of the actions shown, each once, without the actions without one', () => {
    const features = [{ action_status_id: 3 }, { action_status_id: 1 }, { action_status_id: 3 }, { action_status_id: null }, {}]
      .map((properties) => ({ properties }));
    expect(statusIdsOf(features)).toEqual([3, 1]);
    expect(statusIdsOf([{ properties: null }])).toEqual([]);
  });
});
