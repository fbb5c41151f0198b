/**
 * Reading a CSV file as spreadsheets write it (RFC 4180): fields in double quotes may hold the
 * delimiter, line breaks and doubled quotes; CRLF or LF ends a record; a UTF-8 BOM is dropped.
 * The delimiter is `;` (Dutch spreadsheet programs) or `,`: whichever the header row holds
 * more of outside quotes. Blank lines are skipped.
 */

export interface CsvRecord {
  /** the line the record starts on, 1-based (a spreadsheet's row number when no field spans lines) */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(readonly line: number) { super(`unclosed quote starting on line ${line}`); }
}

/** `;` or `,`: the one the first line holds more of outside quotes (`,` on a tie). */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** The records of a CSV text; throws CsvError on a quote that is never closed. */
export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line is one empty field: not a record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i += 1; }
      else if (ch === '"') quoted = false;
      else { if (ch === '\n') line += 1; field += ch; }
      continue;
    }
    if (ch === '"' && field === '') { quoted = true; quoteLine = line; }
    else if (ch === delimiter) { fields.push(field); field = ''; }
    else if (ch === '\r' && text[i + 1] === '\n') continue;
    else if (ch === '\n' || ch === '\r') { endRecord(); line += 1; start = line; }
    else field += ch;
  }
  if (quoted) throw new CsvError(quoteLine);
  endRecord();
  return records;
}

/**
 * The records as objects by the header row's names (trimmed, lower case). Answers the header
 * problems instead when a required column is missing or a column is unknown.
 */
export function csvTable<C extends string>(records: CsvRecord[], columns: readonly C[], required: readonly C[]):
  { rows: { line: number; values: Partial<Record<C, string>> }[] } | { unknown: string[]; missing: string[] } {
  const [header, ...data] = records;
  const names = (header?.fields ?? []).map((n) => n.trim().toLowerCase());
  const isColumn = (n: string): n is C => columns.some((c) => c === n);
  const unknown = names.filter((n) => !isColumn(n));
  const missing = required.filter((c) => !names.includes(c));
  if (unknown.length || missing.length) return { unknown, missing };
  const rows = data.map((r) => {
    const values: Partial<Record<C, string>> = {};
    names.forEach((n, i) => { if (isColumn(n)) values[n] = (r.fields[i] ?? '').trim(); });
    return { line: r.line, values };
  });
  return { rows };
}
