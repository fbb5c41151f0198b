/**
 * What the build's transforms (this folder) share for reading and rewriting a module: its
 * syntax tree (vite's parseAst: ESTree with each node's start and end), a walk over it, and
 * the code with some of its spans replaced.
 */
import { parseAst } from 'vite';

/** A node of the tree; its other fields by their ESTree names. */
export interface Node { type: string; start: number; end: number; [key: string]: unknown }

/** The module's tree: the program, its statements in `body`. */
export function programOf(code: string): Node & { body: Node[] } {
  return parseAst(code) as unknown as Node & { body: Node[] };
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every node under `node` (itself first), depth first, each with its parent. */
export function* walk(node: Node, parent: Node | null = null): Generator<[Node, Node | null]> {
  yield [node, parent];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item, node);
    } else if (isNode(value)) yield* walk(value, node);
  }
}

/** A span of the code and what takes its place. */
export interface Edit { start: number; end: number; text: string }

/** `code` with each edit's span replaced by its text; the spans may come in any order but must not overlap. */
export function spliced(code: string, edits: readonly Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}
