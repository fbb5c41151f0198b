/**
 * An ordered list with handles: a treap whose nodes know their parent, so the sweep in
 * `sweep.ts` can insert by an order that depends on where the sweep stands, and remove a
 * segment or step to its neighbours by its node alone (never by comparing again, which could
 * tie at the point where segments meet). Insert and remove take O(log n) expected.
 */
export interface OrderedNode<T> {
  readonly value: T;
  left: OrderedNode<T> | null;
  right: OrderedNode<T> | null;
  parent: OrderedNode<T> | null;
  readonly priority: number;
}

export class OrderedList<T> {
  private root: OrderedNode<T> | null = null;
  // A fixed-seed generator: the shape of the tree, and so the work, is the same on every run.
  private seed = 0x2545f491;

  private nextPriority(): number {
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    return this.seed >>> 0;
  }

  /** Inserts `value`; `below(existing)` says whether `value` goes below (before) `existing`. */
  insert(value: T, below: (existing: T) => boolean): OrderedNode<T> {
    const node: OrderedNode<T> = { value, left: null, right: null, parent: null, priority: this.nextPriority() };
    if (!this.root) {
      this.root = node;
      return node;
    }
    let at = this.root;
    for (;;) {
      const side = below(at.value) ? 'left' : 'right';
      const child = at[side];
      if (!child) {
        at[side] = node;
        node.parent = at;
        break;
      }
      at = child;
    }
    while (node.parent && node.parent.priority < node.priority) this.rotateUp(node);
    return node;
  }

  /** Removes the node (rotated down to a leaf first). */
  remove(node: OrderedNode<T>): void {
    while (node.left || node.right) {
      const child = !node.right || (node.left && node.left.priority > node.right.priority) ? node.left : node.right;
      if (!child) break;
      this.rotateUp(child);
    }
    this.replace(node, null);
  }

  /** The node just before `node`, or null. */
  previous(node: OrderedNode<T>): OrderedNode<T> | null {
    if (node.left) {
      let at = node.left;
      while (at.right) at = at.right;
      return at;
    }
    let at: OrderedNode<T> = node;
    while (at.parent && at.parent.left === at) at = at.parent;
    return at.parent;
  }

  /** The node just after `node`, or null. */
  next(node: OrderedNode<T>): OrderedNode<T> | null {
    if (node.right) {
      let at = node.right;
      while (at.left) at = at.left;
      return at;
    }
    let at: OrderedNode<T> = node;
    while (at.parent && at.parent.right === at) at = at.parent;
    return at.parent;
  }

  private replace(node: OrderedNode<T>, by: OrderedNode<T> | null): void {
    const parent = node.parent;
    if (!parent) this.root = by;
    else if (parent.left === node) parent.left = by;
    else parent.right = by;
    if (by) by.parent = parent;
  }

  /** Lifts `node` over its parent, keeping the order. */
  private rotateUp(node: OrderedNode<T>): void {
    const parent = node.parent;
    if (!parent) return;
    this.replace(parent, node);
    if (parent.left === node) {
      parent.left = node.right;
      if (node.right) node.right.parent = parent;
      node.right = parent;
    } else {
      parent.right = node.left;
      if (node.left) node.left.parent = parent;
      node.left = parent;
    }
    parent.parent = node;
  }
}
