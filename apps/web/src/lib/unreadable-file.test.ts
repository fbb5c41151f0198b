import { describe, expect, it } from 'vitest';
import { languageReady } from './i18n';
import { jsonErrorAt, parseGeoJsonText, UnreadableFile } from './unreadable-file';

await languageReady;

describe('a GeoJSON file that is no JSON', () => {
  it('says the line and column where the text goes wrong, from either form of the parser’s message', () => {
    const text = '{\n  "type": "FeatureCollection",\n  "features" []\n}';
    expect(jsonErrorAt(text, new SyntaxError('Unexpected token [ in JSON at position 46'))).toEqual({ line: 3, column: 14 });
    expect(jsonErrorAt(text, new SyntaxError("Expected ':' after property name in JSON at position 46 (line 3 column 14)"))).toEqual({ line: 3, column: 14 });
    expect(jsonErrorAt(text, new SyntaxError(`Unexpected token '[', ..."features" []\n}" is not valid JSON`))).toEqual({ line: 3, column: 14 });
    expect(jsonErrorAt(text, new SyntaxError('Unexpected end of JSON input'))).toBeNull();
  });

  it('is refused with a Dutch message naming the place, and parsed when it is JSON', () => {
    expect(() => parseGeoJsonText('{\n  "type": "FeatureCollection",\n  "features" []\n}')).toThrow(UnreadableFile);
    expect(() => parseGeoJsonText('{\n  "type": "FeatureCollection",\n  "features" []\n}')).toThrow('Dit is geen geldige GeoJSON: de tekst klopt niet op regel 3, kolom 14');
    expect(() => parseGeoJsonText('{"type":')).toThrow('Dit is geen geldige GeoJSON: het bestand is geen leesbare JSON');
    expect(parseGeoJsonText('{"type":"FeatureCollection","features":[]}')).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
