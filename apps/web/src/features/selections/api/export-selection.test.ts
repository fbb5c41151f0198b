import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-selection';

describe("an exported selection's file name", () => {
  it('is the name in plain letters, digits and dashes, with the format as its extension', () => {
    expect(exportFileName('Rondje Veluwe (zomer) 2026', 'gpx')).toBe('rondje-veluwe-zomer-2026.gpx');
    expect(exportFileName('Ëerbeek–Loenen', 'geojson')).toBe('eerbeek-loenen.geojson');
  });

  it('has a name of its own when the selection has no letters or digits to give', () => {
    expect(exportFileName('***', 'gpx')).toBe('selectie.gpx');
  });
});
