/** Reading CSV as spreadsheets write it (lib/csv-read.ts): RFC 4180, `;` or `,`, a BOM. */
import { describe, expect, it } from 'vitest';
import { CsvError, csvTable, detectDelimiter, readCsv } from '../src/lib/csv-read';

const fields = (text: string) => readCsv(text).map((r) => r.fields);

describe('readCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks in them', () => {
    expect(fields('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([['a', 'b'], ['x, y', 'say "hi"'], ['two\nlines', 'z']]);
  });

  it('drops a BOM, skips blank lines and keeps empty fields', () => {
    expect(fields('\uFEFFname;order\n\nA;\n;\n')).toEqual([['name', 'order'], ['A', ''], ['', '']]);
  });

  it('numbers records by the line they start on', () => {
    expect(readCsv('h\n"a\nb"\nc').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => readCsv('h\nx\n"open,y\n')).toThrow(CsvError);
    try { readCsv('h\nx\n"open,y\n'); } catch (e) { expect(e instanceof CsvError && e.line).toBe(3); }
  });
});

describe('detectDelimiter', () => {
  it('takes the one the header holds more of outside quotes', () => {
    expect(detectDelimiter('name;email\na,b;c')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('name\n')).toBe(',');
  });
});

describe('csvTable', () => {
  it('maps rows by the header names in any order and case, and names wrong columns', () => {
    expect(csvTable(readCsv('Email , NAME\nx@y.nl,X'), ['name', 'email'], ['name'])).toEqual({ rows: [{ line: 2, values: { email: 'x@y.nl', name: 'X' } }] });
    expect(csvTable(readCsv('naam,email'), ['name', 'email'], ['name'])).toEqual({ unknown: ['naam'], missing: ['name'] });
  });
});
