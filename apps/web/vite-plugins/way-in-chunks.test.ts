import { describe, expect, it } from 'vitest';
import { chunkModules, FIRST_CHUNK, staticClosure } from './way-in-chunks';

// main imports react and the router; the shell imports antd's button (which imports react) and
// the query client; the layout imports the menu, the button and the shell's query client.
const graph: Record<string, string[]> = {
  '/src/app/main.tsx': ['react', 'router'],
  router: ['react'],
  '/src/app/console-shell.tsx': ['antd/button', 'query', 'react'],
  'antd/button': ['react', 'antd/wave'],
  '/src/app/layout/app-layout.tsx': ['antd/menu', 'antd/button', 'query'],
  'antd/menu': ['antd/trigger', 'react'],
  '/src/features/users/page.tsx': ['antd/table'],
};
const importsOf = (id: string) => graph[id] ?? [];
const ids = [...new Set([...Object.keys(graph), ...Object.values(graph).flat()])];

describe('way-in chunks', () => {
  it('a closure holds the roots and all they import, once', () => {
    expect([...staticClosure(['/src/app/console-shell.tsx'], importsOf)].sort()).toEqual(
      ['/src/app/console-shell.tsx', 'antd/button', 'antd/wave', 'query', 'react'].sort(),
    );
    const cyclic = (id: string) => ({ a: ['b'], b: ['a'] } as Record<string, string[]>)[id] ?? [];
    expect([...staticClosure(['a'], cyclic)].sort()).toEqual(['a', 'b']);
  });

  it("the first chunk holds the entry's closure; a chunk its roots' closure without the first chunk's modules and an earlier chunk's", () => {
    const chunks = chunkModules(
      [{ name: 'shell', roots: /console-shell\.tsx$/ }, { name: 'layout', roots: /app-layout\.tsx$/ }],
      ids, ['/src/app/main.tsx'], importsOf,
    );
    expect([...chunks.get(FIRST_CHUNK)!].sort()).toEqual(['/src/app/main.tsx', 'react', 'router'].sort());
    expect([...chunks.get('shell')!].sort()).toEqual(['/src/app/console-shell.tsx', 'antd/button', 'antd/wave', 'query'].sort());
    expect([...chunks.get('layout')!].sort()).toEqual(['/src/app/layout/app-layout.tsx', 'antd/menu', 'antd/trigger'].sort());
    // Modules no root reaches are left to the bundler's own chunks.
    expect([...chunks.values()].some((set) => set.has('antd/table'))).toBe(false);
  });

  it("leaves out what an `except` root imports too: that screen does not load the chunk's rest", () => {
    const chunks = chunkModules([{ name: 'layout', roots: /app-layout\.tsx$/, except: /antd\/menu$/ }], ids, ['/src/app/main.tsx'], importsOf);
    expect([...chunks.get('layout')!].sort()).toEqual(['/src/app/layout/app-layout.tsx', 'antd/button', 'antd/wave', 'query'].sort());
  });
});
