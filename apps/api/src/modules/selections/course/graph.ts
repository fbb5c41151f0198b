/**
 * A network's route segments as a graph: every position of every live line is a node, joined to
 * the next position of its line by an edge as long as that piece on the ellipsoid
 * (lib/geometry/length.ts). Lines join where their positions coincide: positions within
 * VERTEX_SNAP_M of a node already made are that node, so a segment drawn to a junction's corner
 * and one drawn from it meet even when a tool rounded them apart. A member of a route (a junction
 * post, a line's end) lies on the network at the nearest node within MEMBER_SNAP_M. Distances
 * for snapping are measured flat around the network's first position (a few metres over a
 * province: the error is far below the tolerance).
 */
import { distance } from '../../../lib/geometry/length';

/** Line positions this close (metres) are one node: where segments meet. */
export const VERTEX_SNAP_M = 1;
/** A member (a junction post, a line member's end) this close (metres) to a line's position lies on the network there. */
export const MEMBER_SNAP_M = 5;

export type Position = readonly number[];
export interface NetworkLine { id: number; coordinates: readonly Position[] }

const METRES_PER_DEGREE = 111_320;
/** Cells of the grid the nodes are found by: as wide as the widest snap, so a 3 by 3 block holds every candidate. */
const CELL_M = MEMBER_SNAP_M;
/** Offsets that keep a cell's coordinates positive in one number key. */
const OFFSET = 1e7;

export interface NetworkGraph {
  nodeCount: number;
  /** the nodes' positions (degrees) */
  lon: Float64Array;
  lat: Float64Array;
  /** the edges of node n are offsets[n] .. offsets[n + 1] - 1 in targets and weights (metres) */
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  /** the node nearest to a position within `maxM` metres; null when none is */
  nearest(position: Position, maxM?: number): number | null;
}

/** The grid the nodes are found by, flat around a reference latitude. */
class NodeGrid {
  private cells = new Map<number, number[]>();
  private kx: number;
  constructor(referenceLat: number, private lon: number[], private lat: number[]) {
    this.kx = Math.cos((referenceLat * Math.PI) / 180) * METRES_PER_DEGREE;
  }

  private cellOf(p: Position): [number, number] {
    return [Math.floor((p[0] * this.kx) / CELL_M), Math.floor((p[1] * METRES_PER_DEGREE) / CELL_M)];
  }

  add(node: number) {
    const [cx, cy] = this.cellOf([this.lon[node], this.lat[node]]);
    const key = (cx + OFFSET) * 1e8 + (cy + OFFSET);
    const cell = this.cells.get(key);
    if (cell) cell.push(node);
    else this.cells.set(key, [node]);
  }

  nearest(p: Position, maxM: number): number | null {
    const [cx, cy] = this.cellOf(p);
    let best: number | null = null;
    let bestM = maxM;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const node of this.cells.get((cx + dx + OFFSET) * 1e8 + (cy + dy + OFFSET)) ?? []) {
          const m = Math.hypot((this.lon[node] - p[0]) * this.kx, (this.lat[node] - p[1]) * METRES_PER_DEGREE);
          if (m <= bestM) { best = node; bestM = m; }
        }
      }
    }
    return best;
  }
}

/** The graph of a network's lines. */
export function buildGraph(lines: readonly NetworkLine[]): NetworkGraph {
  const lon: number[] = [];
  const lat: number[] = [];
  const first = lines.find((l) => l.coordinates.length)?.coordinates[0];
  const grid = new NodeGrid(first ? first[1] : 52, lon, lat);
  const from: number[] = [];
  const to: number[] = [];
  const length: number[] = [];
  const nodeAt = (p: Position) => {
    const found = grid.nearest(p, VERTEX_SNAP_M);
    if (found !== null) return found;
    lon.push(p[0]);
    lat.push(p[1]);
    grid.add(lon.length - 1);
    return lon.length - 1;
  };
  for (const line of lines) {
    let previous = -1;
    for (let i = 0; i < line.coordinates.length; i += 1) {
      const node = nodeAt(line.coordinates[i]);
      if (previous >= 0 && previous !== node) {
        from.push(previous);
        to.push(node);
        length.push(distance(line.coordinates[i - 1], line.coordinates[i]));
      }
      previous = node;
    }
  }
  // Both ways of every edge, grouped by node (compressed rows): the search reads them in order.
  const nodeCount = lon.length;
  const offsets = new Int32Array(nodeCount + 1);
  for (let e = 0; e < from.length; e += 1) { offsets[from[e] + 1] += 1; offsets[to[e] + 1] += 1; }
  for (let n = 0; n < nodeCount; n += 1) offsets[n + 1] += offsets[n];
  const fill = offsets.slice(0, nodeCount);
  const targets = new Int32Array(from.length * 2);
  const weights = new Float64Array(from.length * 2);
  for (let e = 0; e < from.length; e += 1) {
    targets[fill[from[e]]] = to[e]; weights[fill[from[e]]] = length[e]; fill[from[e]] += 1;
    targets[fill[to[e]]] = from[e]; weights[fill[to[e]]] = length[e]; fill[to[e]] += 1;
  }
  return {
    nodeCount, lon: Float64Array.from(lon), lat: Float64Array.from(lat), offsets, targets, weights,
    nearest: (p, maxM = MEMBER_SNAP_M) => grid.nearest(p, maxM),
  };
}
