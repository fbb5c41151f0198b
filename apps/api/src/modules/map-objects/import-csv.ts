/**
 * A CSV as the objects list exports it (csv-export.ts), made into the features an import plans
 * (import-plan.ts): `geometry_wkt` (or `wkt`) read as WKT, `id` and `code` to find the object a
 * row updates, `name`, `map_object_status_id` or `map_object_status_name`, and the type's
 * attributes by name; other columns (the labels, the object's other fields) are left alone. An
 * empty cell is an empty value (a new object gets the type's default instead); a multi_lookup's
 * cell is its ids as the export writes them (`[3,5]`) or ids and names apart by commas, a
 * multilingual text its JSON. The `'` the export puts before a cell that would start a formula
 * is taken off again.
 */
import { IMPORT_MAX_ROWS } from '@console/contract/imports';
import { fieldError } from '../../lib/errors';
import { fromWkt } from '../../lib/wkt';
import type { ImportNames, ImportRow } from './import-plan';
import { csvRecords } from '../imports/report';

const WKT_COLUMNS = ['geometry_wkt', 'wkt'];
const ID_COLUMNS = new Set(['id', 'map_object_status_id']);

/** A cell as typed, before the export's formula guard. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function jsonOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A cell as the value of an attribute of `type` (the value checkers take numbers and booleans as text). */
function valueOf(cell: string, type: string): unknown {
  if (cell === '') return null;
  if (type === 'multi_lookup') return cell.startsWith('[') ? jsonOr(cell) : cell.split(',').map((part) => part.trim()).filter(Boolean);
  if ((type === 'multilang' || type === 'multilangtextarea') && cell.startsWith('{')) return jsonOr(cell);
  return cell;
}

/** A field of the object's own: ids as numbers, empty as null. */
const fieldOf = (name: string, cell: string): unknown => (cell === '' ? null : ID_COLUMNS.has(name) && /^\d{1,10}$/.test(cell) ? Number(cell) : cell);

/** The rows of the file as features, each with its line; a 400 on `csv` for a file that cannot be read, has no rows or too many. */
export function csvFeatures(csv: string, names: ImportNames): ImportRow[] {
  const [head, ...body] = csvRecords(csv);
  if (!head || !body.length) throw fieldError('csv', 'import.empty');
  if (body.length > IMPORT_MAX_ROWS) throw fieldError('csv', `import.too_many_rows: ${IMPORT_MAX_ROWS}`);
  const header = head.fields.map((h) => h.trim());
  const types = new Map(names.attributes.map((a) => [a.name, a.type]));
  const wkt = header.findIndex((h) => WKT_COLUMNS.includes(h.toLowerCase()));
  return body.map(({ line, fields }) => {
    const properties: Record<string, unknown> = {};
    header.forEach((name, i) => {
      if (i === wkt || name === '') return;
      const cell = unguarded(fields[i] ?? '');
      const type = types.get(name);
      properties[name] = type === undefined ? fieldOf(name, cell) : valueOf(cell, type);
    });
    const text = wkt < 0 ? '' : (fields[wkt] ?? '').trim();
    // Unreadable WKT goes on as it is: the geometry's checker says what is wrong with it.
    const geometry = text === '' ? {} : { geometry: fromWkt(text) ?? text };
    return { row: line, feature: { type: 'Feature', ...geometry, properties } };
  });
}
