/**
 * The shortest way over a network's graph (Dijkstra with a binary heap): from one node to the
 * nearest of a few targets, so a line member's end is chosen in the same search.
 */
import { MinHeap } from './heap';
import type { NetworkGraph } from './graph';

export interface Path {
  /** the target reached */
  target: number;
  /** the nodes from the start to the target, both included */
  nodes: number[];
  /** metres on the ellipsoid */
  length: number;
}

/** The shortest path from `start` to whichever of `targets` is nearest; null when none is reachable. */
export function shortestPath(g: NetworkGraph, start: number, targets: readonly number[]): Path | null {
  if (!targets.length) return null;
  if (targets.includes(start)) return { target: start, nodes: [start], length: 0 };
  const wanted = new Set(targets);
  const dist = new Float64Array(g.nodeCount).fill(Infinity);
  const previous = new Int32Array(g.nodeCount).fill(-1);
  const settled = new Uint8Array(g.nodeCount);
  const heap = new MinHeap();
  dist[start] = 0;
  heap.push(0, start);
  for (let top = heap.pop(); top; top = heap.pop()) {
    const { node } = top;
    if (settled[node]) continue;
    settled[node] = 1;
    if (wanted.has(node)) {
      const nodes = [node];
      for (let n = previous[node]; n !== -1; n = previous[n]) nodes.push(n);
      return { target: node, nodes: nodes.reverse(), length: dist[node] };
    }
    for (let e = g.offsets[node]; e < g.offsets[node + 1]; e += 1) {
      const next = g.targets[e];
      const d = dist[node] + g.weights[e];
      if (d < dist[next]) {
        dist[next] = d;
        previous[next] = node;
        heap.push(d, next);
      }
    }
  }
  return null;
}
