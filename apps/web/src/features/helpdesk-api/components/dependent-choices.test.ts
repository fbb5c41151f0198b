import { describe, expect, it } from 'vitest';
import { attributesEnabled, clearAbsent } from './dependent-choices';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

describe('clearAbsent', () => {
  it('clears a chosen id that the new list no longer offers', () => {
    expect(clearAbsent({ dynamic_action_type_id: 4 }, rows(1, 2))).toEqual({ dynamic_action_type_id: null });
  });

  it('keeps a chosen id that the new list still offers', () => {
    expect(clearAbsent({ dynamic_action_type_id: 2 }, rows(1, 2))).toEqual({});
  });

  it('leaves empty choices alone and treats each field on its own', () => {
    expect(clearAbsent({ report_text: 1, location_description: null, reporting_id: 9 }, rows(1, 2))).toEqual({ reporting_id: null });
    expect(clearAbsent({ report_text: undefined }, [])).toEqual({});
  });

  it('clears every choice when the parent is gone (an empty list)', () => {
    expect(clearAbsent({ report_text: 1, location_description: 2, reporting_id: 3 }, [])).toEqual({ report_text: null, location_description: null, reporting_id: null });
  });
});

describe('attributesEnabled', () => {
  it('needs both the map object type and the action type', () => {
    expect(attributesEnabled(1, 2)).toBe(true);
    expect(attributesEnabled(1, null)).toBe(false);
    expect(attributesEnabled(undefined, 2)).toBe(false);
    expect(attributesEnabled(null, undefined)).toBe(false);
  });
});
