import { describe, expect, it } from 'vitest';
import { AUDIT_SUBJECTS } from '@console/contract/audit';
import { i18n, LANGS, languageReady, loadLanguage } from '../../../lib/i18n';
import { changeLines, valueText } from './audit-words';
import { subjectLabel } from './subject-label';

await languageReady;
const t = i18n.t.bind(i18n);
const lines = (entry: Parameters<typeof changeLines>[2], lang = 'nl') => changeLines(t, lang, entry);

describe('an audit value as text', () => {
  it('shows empty as –, lists joined, objects as JSON, and cuts long text', () => {
    expect(valueText(null)).toBe('–');
    expect(valueText('')).toBe('–');
    expect(valueText([3, 4])).toBe('3, 4');
    expect(valueText({ api_key: '***' })).toBe('{"api_key":"***"}');
    expect(valueText('x'.repeat(500))).toHaveLength(120);
  });
});

describe('an object’s changes in words', () => {
  it('names attributes, lookup values, users and statuses by the entry’s names, never by id', () => {
    expect(lines({
      changes: { 'attributes.7': [3, 4], created_by: [null, 2], map_object_status_id: [5, 6], 'attributes.9': [null, [3, 8]] },
      names: {
        'attributes.7': { name: 'Materiaal', type: 'lookup', values: { 3: 'Staal', 4: 'Hout' } },
        'attributes.9': { name: 'Kleuren', type: 'multi_lookup', values: { 3: 'Rood' } },
        created_by: { values: { 2: 'Jan de Vries' } },
        map_object_status_id: { values: { 5: 'Gepland', 6: 'Aanwezig' } },
      },
    })).toEqual([
      { field: 'attributes.7', label: 'Materiaal', before: 'Staal', after: 'Hout', changed: true },
      { field: 'created_by', label: 'Aangemaakt door', before: '–', after: 'Jan de Vries', changed: false },
      { field: 'map_object_status_id', label: 'Status', before: 'Gepland', after: 'Aanwezig', changed: true },
      { field: 'attributes.9', label: 'Kleuren', before: '–', after: 'Rood, #8', changed: false },
    ]);
  });

  it('shows yes/no as Ja/Nee, a date as a date, a text in several languages in the shown one', () => {
    const entry = {
      changes: { 'attributes.1': [false, true] as [unknown, unknown], 'attributes.2': ['2026-03-01', null] as [unknown, unknown], 'attributes.3': [null, { nl: 'Brug', en: 'Bridge' }] as [unknown, unknown] },
      names: { 'attributes.1': { name: 'Verlicht', type: 'boolean' }, 'attributes.2': { name: 'Geplaatst', type: 'date' }, 'attributes.3': { name: 'Titel', type: 'multilang' } },
    };
    expect(lines(entry).map((l) => ('before' in l ? `${l.label}: ${l.before} → ${l.after}` : ''))).toEqual([
      'Verlicht: Nee → Ja', 'Geplaatst: 01-03-2026 → –', 'Titel: – → Brug',
    ]);
  });

  it('shows a geometry as one phrase with its kind, and an attribute without a name as Attribuut <id>', () => {
    const line = { type: 'LineString', coordinates: [[5, 52], [5.1, 52.1]] };
    expect(lines({ changes: { geometry: [line, { ...line, coordinates: [[5, 52], [5.2, 52.2]] }], 'attributes.12': [1, 2] }, names: {} })).toEqual([
      { field: 'geometry', label: 'Geometrie', phrase: 'gewijzigd (lijn)' },
      { field: 'attributes.12', label: 'Attribuut 12', before: '1', after: '2', changed: true },
    ]);
    expect(lines({ changes: { geometry: [null, { type: 'Point', coordinates: [5, 52] }] } })).toEqual([
      { field: 'geometry', label: 'Geometrie', phrase: 'vastgelegd (punt)' },
    ]);
  });
});

describe('a selection’s changes in words', () => {
  it('names its members by code in their order, its type by name, and its subject and fields in Dutch', () => {
    expect(lines({
      changes: { objects: [[4, 5], [5, 6, 4]], selection_type_id: [null, 2] },
      names: { objects: { values: { 4: 'KP4', 5: 'KP5', 6: 'KP6' } }, selection_type_id: { values: { 2: 'Themaroute' } } },
    })).toEqual([
      { field: 'objects', label: 'Objecten', before: 'KP4, KP5', after: 'KP5, KP6, KP4', changed: true },
      { field: 'selection_type_id', label: 'Selectietype', before: '–', after: 'Themaroute', changed: false },
    ]);
    expect(lines({ changes: { caption: [null, 'Brug'], file_id: [null, 3] }, names: { file_id: { values: { 3: 'brug.jpg' } } } }))
      .toEqual([
        { field: 'caption', label: 'Bijschrift', before: '–', after: 'Brug', changed: false },
        { field: 'file_id', label: 'Bestand', before: '–', after: 'brug.jpg', changed: false },
      ]);
    expect([subjectLabel(t, 'selection'), subjectLabel(t, 'selection_image')]).toEqual(['Route of selectie', 'Foto van een selectie']);
    expect(lines({ changes: { is_ordered: [false, true], is_network: [null, true] } }).map((l) => l.label)).toEqual(['Route', 'Op netwerk']);
  });
});

describe('the audit subjects', () => {
  it('every subject the API records has its own label in Dutch and in English, not its API name', async () => {
    for (const lang of LANGS) {
      await loadLanguage(lang);
      const inLang = i18n.getFixedT(lang);
      const unlabelled = AUDIT_SUBJECTS.filter((s) => !i18n.exists(`audit.subjects.${s}`, { lng: lang }) || subjectLabel(inLang, s) === s);
      expect(unlabelled, lang).toEqual([]);
    }
    expect([subjectLabel(t, 'publication_key'), subjectLabel(t, 'geo'), subjectLabel(t, 'report_refused')]).toEqual(['Publicatiesleutel', 'Gebied', 'Geweigerde melding']);
    // A key's entry holds when it was made: in words too.
    expect(lines({ changes: { created_at: [null, '2026-11-29T05:10:30Z'] } }).map((l) => l.label)).toEqual(['Aangemaakt op']);
  });
});
