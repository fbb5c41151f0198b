/**
 * GeoJSON geometries as Well-Known Text and back (OGC Simple Features, 2D): Point, LineString,
 * Polygon and their Multi* forms, and GeometryCollection. A spreadsheet or a GIS reads a CSV's
 * geometry from its WKT column (QGIS's "delimited text" layer, PostGIS's ST_GeomFromText), and
 * the objects' CSV import reads it back. Numbers are written as JavaScript writes them
 * (shortest exact form), so a position survives the round trip bit for bit.
 */

type Position = readonly number[];
export type WktGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString' | 'MultiPoint'; coordinates: readonly Position[] }
  | { type: 'Polygon' | 'MultiLineString'; coordinates: readonly (readonly Position[])[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly (readonly Position[])[])[] }
  | { type: 'GeometryCollection'; geometries: readonly WktGeometry[] };

const position = (p: Position) => p.join(' ');
const list = (ps: readonly Position[]) => `(${ps.map(position).join(', ')})`;
const rings = (rs: readonly (readonly Position[])[]) => `(${rs.map(list).join(', ')})`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The WKT of a GeoJSON geometry; null when it is none (null, or not a geometry this writer knows). */
export function toWkt(geometry: unknown): string | null {
  if (!isRecord(geometry) || typeof geometry.type !== 'string') return null;
  const g = geometry as WktGeometry;
  const name = g.type.toUpperCase();
  switch (g.type) {
    case 'Point': return `POINT (${position(g.coordinates)})`;
    case 'LineString': return `LINESTRING ${list(g.coordinates)}`;
    case 'MultiPoint': return `MULTIPOINT ${list(g.coordinates)}`;
    case 'Polygon': return `POLYGON ${rings(g.coordinates)}`;
    case 'MultiLineString': return `MULTILINESTRING ${rings(g.coordinates)}`;
    case 'MultiPolygon': return `MULTIPOLYGON (${g.coordinates.map(rings).join(', ')})`;
    case 'GeometryCollection': {
      const parts = g.geometries.map(toWkt);
      return parts.every((p) => p !== null) ? `${name} (${parts.join(', ')})` : null;
    }
    default: return null;
  }
}

/** What parentheses hold: a position (its numbers), or a list of those or of lists. */
type Node = number[] | Node[];

class WktError extends Error {}

/** Reads WKT text one token at a time. */
class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  peek(): string {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
    return this.text[this.at] ?? '';
  }
  take(char: string) {
    if (this.peek() !== char) throw new WktError(`expected ${char}`);
    this.at += 1;
  }
  private match(pattern: RegExp): string {
    this.peek();
    const m = pattern.exec(this.text.slice(this.at));
    if (!m) throw new WktError(`expected ${String(pattern)}`);
    this.at += m[0].length;
    return m[0];
  }
  word = () => this.match(/^[A-Za-z]+/).toUpperCase();
  number = () => Number(this.match(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/));
  end() { if (this.peek() !== '') throw new WktError('text after the geometry'); }

  /** A position: two to four numbers apart by spaces; Z and M are left out. */
  position(): number[] {
    const p: number[] = [];
    while (/[-+.\d]/.test(this.peek())) p.push(this.number());
    if (p.length < 2 || p.length > 4) throw new WktError('a position has 2 to 4 numbers');
    return p.slice(0, 2);
  }
  /** `( … , … )`: positions or parenthesised lists, apart by commas. */
  list(): Node[] {
    this.take('(');
    const items: Node[] = [];
    do {
      if (items.length) this.take(',');
      items.push(this.peek() === '(' ? this.list() : this.position());
    } while (this.peek() === ',');
    this.take(')');
    return items;
  }
}

const isPosition = (n: Node): n is number[] => typeof n[0] === 'number';
function positions(items: Node[]): number[][] {
  return items.map((n) => {
    if (!isPosition(n)) throw new WktError('expected a position');
    return n;
  });
}
const lines = (items: Node[]): number[][][] => items.map((n) => {
  if (isPosition(n)) throw new WktError('expected a list of positions');
  return positions(n);
});

function geometryOf(r: Reader): WktGeometry {
  const type = r.word();
  // A dimension (Z, M, ZM) may follow the name; positions keep only their first two numbers.
  if (/[A-Za-z]/.test(r.peek())) {
    const dimension = r.word();
    if (!['Z', 'M', 'ZM'].includes(dimension)) throw new WktError(`unknown dimension ${dimension}`);
  }
  if (type === 'GEOMETRYCOLLECTION') {
    r.take('(');
    const geometries = [geometryOf(r)];
    while (r.peek() === ',') { r.take(','); geometries.push(geometryOf(r)); }
    r.take(')');
    return { type: 'GeometryCollection', geometries };
  }
  const items = r.list();
  switch (type) {
    case 'POINT': {
      const [p, ...more] = positions(items);
      if (more.length) throw new WktError('a point has one position');
      return { type: 'Point', coordinates: p };
    }
    case 'LINESTRING': return { type: 'LineString', coordinates: positions(items) };
    // Both MULTIPOINT (1 2, 3 4) and MULTIPOINT ((1 2), (3 4)) are written.
    case 'MULTIPOINT': return { type: 'MultiPoint', coordinates: items.flatMap((n) => (isPosition(n) ? [n] : positions(n))) };
    case 'POLYGON': return { type: 'Polygon', coordinates: lines(items) };
    case 'MULTILINESTRING': return { type: 'MultiLineString', coordinates: lines(items) };
    case 'MULTIPOLYGON': return {
      type: 'MultiPolygon',
      coordinates: items.map((n) => {
        if (isPosition(n)) throw new WktError('expected a polygon');
        return lines(n);
      }),
    };
    default: throw new WktError(`unknown geometry ${type}`);
  }
}

/** The GeoJSON geometry of WKT text; null when the text is no WKT this reader knows (EMPTY too; the geometry's checker judges the rest). */
export function fromWkt(text: string): WktGeometry | null {
  try {
    const r = new Reader(text);
    const g = geometryOf(r);
    r.end();
    return g;
  } catch (e) {
    if (e instanceof WktError) return null;
    throw e;
  }
}
