/**
 * A binary min-heap of (key, node) pairs in typed arrays, for the shortest path: a node may be
 * pushed more than once (a shorter way found later); the caller skips what it already settled.
 */
export class MinHeap {
  private keys = new Float64Array(64);
  private nodes = new Int32Array(64);
  size = 0;

  push(key: number, node: number): void {
    if (this.size === this.keys.length) this.grow();
    let i = this.size;
    this.size += 1;
    // Sift up: move parents down until the new pair's place is found.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.nodes[i] = this.nodes[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
  }

  /** The smallest key's node and key, taken off the heap; undefined when it is empty. */
  pop(): { node: number; key: number } | undefined {
    if (this.size === 0) return undefined;
    const top = { node: this.nodes[0], key: this.keys[0] };
    this.size -= 1;
    const key = this.keys[this.size];
    const node = this.nodes[this.size];
    let i = 0;
    // Sift down the last pair from the root.
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && this.keys[right] < this.keys[left] ? right : left;
      if (this.keys[child] >= key) break;
      this.keys[i] = this.keys[child];
      this.nodes[i] = this.nodes[child];
      i = child;
    }
    if (this.size > 0) {
      this.keys[i] = key;
      this.nodes[i] = node;
    }
    return top;
  }

  private grow() {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const nodes = new Int32Array(this.nodes.length * 2);
    nodes.set(this.nodes);
    this.keys = keys;
    this.nodes = nodes;
  }
}
