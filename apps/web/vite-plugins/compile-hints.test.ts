import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line, before what the bundler wrote there', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport{a as b};';
    expect(withCompileHint(code)).toBe(`${COMPILE_HINT}\n${code}`);
  });

  it('puts it once', () => {
    expect(withCompileHint(withCompileHint('x();'))).toBe(`${COMPILE_HINT}\nx();`);
  });

  it('marks every JavaScript chunk of the bundle and leaves assets as they are', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', code: 'a();' },
      'assets/users-list-page.js': { type: 'chunk', code: 'b();' },
      'assets/index.css': { type: 'asset', source: 'body{}' },
    };
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (this: unknown, options: unknown, bundle: unknown) => void };
    expect(hook.order).toBe('post');
    hook.handler.call({}, {}, bundle);
    expect(bundle['assets/index.js'].code).toBe(`${COMPILE_HINT}\na();`);
    expect(bundle['assets/users-list-page.js'].code).toBe(`${COMPILE_HINT}\nb();`);
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', source: 'body{}' });
  });
});
