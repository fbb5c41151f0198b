import { describe, expect, it } from 'vitest';
import { i18n, languageReady } from '../../../lib/i18n';
import { selectionSummary } from './selection-summary';

await languageReady;
const t = i18n.t.bind(i18n);
const route = { is_ordered: true, selection_type_name: 'Fietsroute', object_count: 4, length_m: 8420, gaps: [] };

describe('a selection in a line', () => {
  it("says a route's type and length in the language's numbers, and its gaps", () => {
    expect(selectionSummary(route, t, 'nl')).toBe('Route (Fietsroute), 8,4 km');
    expect(selectionSummary({ ...route, gaps: [{ from: 1, to: 2 }] }, t, 'nl')).toBe('Route (Fietsroute), 8,4 km, 1 onderbreking');
  });

  it('leaves out a length not known yet instead of saying 0 km', () => {
    expect(selectionSummary({ ...route, length_m: null }, t, 'nl')).toBe('Route (Fietsroute)');
  });

  it("counts a set's objects", () => {
    expect(selectionSummary({ ...route, is_ordered: false, length_m: null, object_count: 1 }, t, 'nl')).toBe('Selectie (Fietsroute), 1 object');
  });
});
