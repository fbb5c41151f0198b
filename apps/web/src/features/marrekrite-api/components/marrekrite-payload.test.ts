import { describe, expect, it } from 'vitest';
import type { MarrekriteSetting } from '@console/contract/integrations';
import { categoryText, marrekriteFormValues, marrekritePayload } from './marrekrite-payload';

describe('marrekritePayload', () => {
  it('stores every field, empty ones as null, and the types once each', () => {
    expect(marrekritePayload({ category_id: 1003, map_object_type_ids: [4, 2, 4], dynamic_action_type_id: 8 })).toEqual({
      category_id: 1003, action_priority_id: null, map_object_type_ids: [4, 2], dynamic_action_type_id: 8, action_status_id: null, attribute_id: null,
    });
  });

  it('round-trips a stored setting through the form', () => {
    const stored: MarrekriteSetting = { category_id: 1001, action_priority_id: 1, map_object_type_ids: [1, 2], dynamic_action_type_id: 3, action_status_id: 4, attribute_id: 5 };
    expect(marrekritePayload(marrekriteFormValues(stored))).toEqual(stored);
    expect(marrekriteFormValues({})).toEqual({
      category_id: null, action_priority_id: null, map_object_type_ids: [], dynamic_action_type_id: null, action_status_id: null, attribute_id: null,
    });
  });
});

describe('categoryText', () => {
  it('shows the label with the id, or a dash for none', () => {
    const label = (id: number) => (id === 1001 ? 'Fietsen' : 'Anders');
    expect(categoryText(1001, label)).toBe('Fietsen (1001)');
    expect(categoryText(null, label)).toBe('-');
    expect(categoryText(42, label)).toBe('42');
  });
});
