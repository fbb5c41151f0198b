import { describe, expect, it } from 'vitest';
import { attributeChoices, exportedAtText, exportFormValues, exportPayload, exportRows, isExportKey, keepAvailable, storedValue } from './export-values';

const value = { network_id: 3, map_object_type_id: 7, name: 'Palen', map_object_status_id: [1, 2], attributes: ['Nummer', 'object_name'] };

describe('exportPayload', () => {
  it('is the export of the network and type, name trimmed, without repeats', () => {
    const values = { name: ' Palen ', map_object_type_id: 7, map_object_status_id: [2, 1, 2], attributes: ['object_length', 'Nummer', 'Nummer'] };
    expect(exportPayload(values, 3, 7)).toEqual({ network_id: 3, map_object_type_id: 7, name: 'Palen', map_object_status_id: [2, 1], attributes: ['object_length', 'Nummer'] });
  });

  it('round-trips a stored export through the form', () => {
    expect(exportPayload(exportFormValues(value), 3, 7)).toEqual(value);
  });
});

describe('keepAvailable', () => {
  it("keeps the chosen values the new type has, in the user's order", () => {
    expect(keepAvailable([3, 1, 9], [1, 2, 3])).toEqual([3, 1]);
    expect(keepAvailable(['Nummer', 'object_name'], attributeChoices(['Conditie']))).toEqual(['object_name']);
  });
});

describe('attributeChoices', () => {
  it("offers the type's attribute names, then object name and object length", () => {
    expect(attributeChoices(['Nummer', 'Conditie'])).toEqual(['Nummer', 'Conditie', 'object_name', 'object_length']);
    expect(attributeChoices([])).toEqual(['object_name', 'object_length']);
  });
});

describe('exportRows', () => {
  it('lists only the entries under the export prefix whose value is an export, by name', () => {
    const rows = exportRows([
      { key: 'geoserver_export_7', value },
      { key: 'geoserver_export_8', value: { ...value, map_object_type_id: 8, name: 'Borden' } },
      { key: 'helpdesk_api', value: {} },
      { key: 'geoserver_export_9', value: { broken: true } },
    ]);
    expect(rows.map((r) => [r.key, r.name])).toEqual([['geoserver_export_8', 'Borden'], ['geoserver_export_7', 'Palen']]);
    expect(rows[1]).toMatchObject({ id: 'geoserver_export_7', ...value });
  });

  it('knows an export key', () => {
    expect(isExportKey('geoserver_export_7')).toBe(true);
    expect(isExportKey('geoserver_export_')).toBe(false);
    expect(isExportKey('helpdesk_api')).toBe(false);
  });
});

describe('storedValue', () => {
  it('is the export without its key, exported_at kept when there', () => {
    expect(storedValue({ ...value, id: 'k', key: 'k' })).toEqual(value);
    expect(storedValue({ ...value, id: 'k', key: 'k', exported_at: '2026-01-01T10:00:00Z' })).toEqual({ ...value, exported_at: '2026-01-01T10:00:00Z' });
  });
});

describe('exportedAtText', () => {
  it('says when the export ran, or that it has not', () => {
    expect(exportedAtText(undefined, 'nl', 'nooit')).toBe('nooit');
    expect(exportedAtText('not a date', 'nl', 'nooit')).toBe('nooit');
    expect(exportedAtText('2026-03-05T10:00:00Z', 'nl', 'nooit')).toMatch(/2026/);
  });
});
