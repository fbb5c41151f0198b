/**
 * The console imports antd's components and icons by name from their packages' index modules
 * (`import { Button } from 'antd'`), which re-export every component (every icon). The bundle
 * is the same either way (those index modules have no side effects, the unused re-exports are
 * dropped), but the module graph is not: through an index module, every screen's module
 * "imports" all of antd. way-in-chunks.ts makes chunks from what a module imports, so here an
 * import by name from such an index becomes an import from the module that defines the name
 * (`import Button from '/…/antd/es/button/index.js'`), as babel-plugin-import did for antd 4.
 * Only the console's own modules are rewritten, never a package's. A name the index does not
 * re-export from a module of its own fails the build, naming it: the package has changed how it
 * exports its parts, and the chunks would silently take all of it
 * (direct-imports.test.ts checks every name the console imports against the installed packages).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { programOf, spliced, type Edit, type Node } from './ast.ts';

/** Where a re-exported name is defined: the module's specifier (as the index writes it) and its name there. */
export interface ReExport { source: string; imported: string }

const nameOf = (node: Node) => (node.type === 'Identifier' ? (node.name as string) : (node.value as string));
/** Whether the code names `pkg` in quotes (an import of it, maybe). */
const mentions = (code: string, pkg: string) => code.includes(`'${pkg}'`) || code.includes(`"${pkg}"`);

/**
 * The names an index module re-exports (`export { default as Button } from './button'`), and
 * the specifiers it re-exports everything from (`export * from './icons'`).
 */
export function reExportsOf(code: string): { names: Map<string, ReExport>; stars: string[] } {
  const names = new Map<string, ReExport>();
  const stars: string[] = [];
  for (const node of programOf(code).body) {
    const source = (node.source as Node | null | undefined)?.value as string | undefined;
    if (!source) continue;
    if (node.type === 'ExportAllDeclaration' && !node.exported) stars.push(source);
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const spec of node.specifiers as Node[]) {
      names.set(nameOf(spec.exported as Node), { source, imported: nameOf(spec.local as Node) });
    }
  }
  return { names, stars };
}

/**
 * The code with every named import from a package in `indexes` split into imports from the
 * modules that define the names (`resolved(package, name)`, or null to keep the name on the
 * index). Default and namespace imports stay as they are. Null when nothing changed.
 */
export function directImports(code: string, indexes: readonly string[], resolved: (pkg: string, name: string) => ReExport | null): string | null {
  if (!indexes.some((pkg) => mentions(code, pkg))) return null;
  const edits: Edit[] = [];
  for (const node of programOf(code).body) {
    if (node.type !== 'ImportDeclaration') continue;
    const pkg = (node.source as Node).value as string;
    const specs = node.specifiers as Node[];
    if (!indexes.includes(pkg) || !specs.length || specs.some((s) => s.type !== 'ImportSpecifier')) continue;
    const kept: string[] = [];
    const lines: string[] = [];
    for (const spec of specs) {
      const imported = nameOf(spec.imported as Node);
      const local = nameOf(spec.local as Node);
      const target = resolved(pkg, imported);
      if (!target) kept.push(imported === local ? local : `${imported} as ${local}`);
      else if (target.imported === 'default') lines.push(`import ${local} from ${JSON.stringify(target.source)};`);
      else lines.push(`import { ${target.imported === local ? local : `${target.imported} as ${local}`} } from ${JSON.stringify(target.source)};`);
    }
    if (!lines.length) continue;
    if (kept.length) lines.unshift(`import { ${kept.join(', ')} } from ${JSON.stringify(pkg)};`);
    edits.push({ start: node.start, end: node.end, text: lines.join(' ') });
  }
  return edits.length ? spliced(code, edits) : null;
}

/**
 * Each name an index module re-exports, with the absolute path of the module that defines it,
 * following its `export *` (`resolve`: a specifier from a file to an absolute path, or null).
 */
export async function definingModules(index: string, resolve: (source: string, importer: string) => Promise<string | null>): Promise<Map<string, ReExport>> {
  const out = new Map<string, ReExport>();
  const read = async (file: string) => {
    const { names, stars } = reExportsOf(await fs.promises.readFile(file, 'utf8'));
    for (const [name, { source, imported }] of names) {
      const id = await resolve(source, file);
      if (id && !out.has(name)) out.set(name, { source: id, imported });
    }
    for (const star of stars) {
      const id = await resolve(star, file);
      if (id && path.isAbsolute(id)) await read(id);
    }
  };
  await read(index);
  return out;
}

/** The plugin: directImports on the console's own modules, for the index modules of `packages`. */
export function directImportsOf(packages: readonly string[]): Plugin {
  // Per package: each name's defining module as an absolute path, read once.
  const tables = new Map<string, Promise<Map<string, ReExport>>>();
  const ownModule = /[\\/]apps[\\/]web[\\/]src[\\/].+\.[jt]sx?$/;

  async function table(ctx: { resolve: (s: string, i?: string) => Promise<{ id: string } | null> }, pkg: string, importer: string) {
    const index = (await ctx.resolve(pkg, importer))?.id;
    if (!index) throw new Error(`direct-imports: cannot resolve ${pkg}`);
    return definingModules(index, async (source, file) => (await ctx.resolve(source, file))?.id ?? null);
  }

  return {
    name: 'console:direct-imports',
    apply: 'build',
    transform: {
      filter: { id: ownModule },
      async handler(code, id) {
        const used = packages.filter((pkg) => mentions(code, pkg));
        if (!used.length) return null;
        const resolvedTables = new Map<string, Map<string, ReExport>>();
        for (const pkg of used) {
          if (!tables.has(pkg)) tables.set(pkg, table(this, pkg, id));
          resolvedTables.set(pkg, await tables.get(pkg)!);
        }
        const out = directImports(code, used, (pkg, name) => {
          const target = resolvedTables.get(pkg)?.get(name);
          if (!target) this.error(`direct-imports: ${pkg} no longer exports ${name} from a module of its own (imported by ${id}); see vite-plugins/direct-imports.ts`);
          return target;
        });
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
